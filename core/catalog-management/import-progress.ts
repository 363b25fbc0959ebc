/**
 * How far a catalogue import is (issue 37), for the import page's progress bar: the stage –
 * `load` (the shop's items the file names are read to compare with), `check` (the file's rows
 * checked), `store` (the changed rows written) – and how many of how many are done.
 */
type ImportStage = 'load' | 'check' | 'store';
export interface ImportProgress {
  stage: ImportStage;
  done: number;
  total: number;
}

/** Rows (or items) between two reports: often enough for a bar, rare enough to cost nothing. */
const importProgressEvery = 500;

/**
 * A stage's reporter: `step(done)` reports when another `every` are done and at the end (`done`
 * reaching `total`), then lets the event loop send the report before the work goes on (a stage
 * that computes without waiting would otherwise hold every report back until it ends). Without a
 * `report`, or with nothing to do in the stage, it does nothing and costs nothing.
 */
export function progressOf(
  stage: ImportStage,
  total: number,
  report: ((progress: ImportProgress) => void) | undefined,
  every = importProgressEvery,
) {
  let reported = -1;
  return async (done: number) => {
    const due = done >= total || reported < 0 || done - reported >= every;
    if (!report || total === 0 || done === reported || !due) return;
    reported = done;
    report({ stage, done, total });
    await new Promise<void>((resolve) => setImmediate(resolve));
  };
}
