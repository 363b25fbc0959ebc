import type { CallProgress } from '../core/api/context';

/** How a client asks a call for its progress: this media type in `Accept` (newline-delimited JSON). */
export const progressMediaType = 'application/x-ndjson';

type ProgressRun = { streaming: false; data: unknown } | { streaming: true; lines: ReadableStream<Uint8Array> };

/**
 * Runs a call that may report its progress (issue 37: the catalogue import of 20,000 rows). Until
 * its first report nothing is sent, so a refusal before the work starts (no sign-in, no role, bad
 * input) keeps its own status and JSON body, and a call that reports nothing answers as always.
 * From the first report on, the answer is a stream of lines, each a JSON object: `{"progress":
 * {stage, done, total}}` as the call goes, then `{"data": …}` or `{"error": …, "status": …}`. The
 * stream is the request's own, so it works with any number of shop processes.
 */
export function runWithProgress(
  run: (report: (progress: CallProgress) => void) => Promise<unknown>,
  errorLine: (error: unknown) => object,
): Promise<ProgressRun> {
  return new Promise((resolve, reject) => {
    const encoder = new TextEncoder();
    let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
    let open = true;
    const send = (line: object) => {
      if (!open) return;
      try {
        controller!.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
      } catch {
        open = false; // The client went away; the call still finishes (its transaction is whole).
      }
    };
    const close = () => {
      if (!open) return;
      open = false;
      controller!.close();
    };
    const report = (progress: CallProgress) => {
      if (!controller) {
        const lines = new ReadableStream<Uint8Array>({
          start: (started) => {
            controller = started;
          },
          cancel: () => {
            open = false;
          },
        });
        resolve({ streaming: true, lines });
      }
      send({ progress: { stage: progress.stage, done: progress.done, total: progress.total } });
    };
    run(report).then(
      (data) => {
        if (!controller) return resolve({ streaming: false, data });
        send({ data: data ?? null });
        close();
      },
      (error: unknown) => {
        if (!controller) return reject(error);
        send(errorLine(error));
        close();
      },
    );
  });
}
