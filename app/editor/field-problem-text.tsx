/** The message a refused save left at a field, tied to its control (aria-invalid, aria-describedby). */
export function ProblemText({ id, problem }: { id: string; problem: string | undefined }) {
  return problem ? (
    <p id={id} className="text-sm text-red-800">
      {problem}
    </p>
  ) : null;
}
export const problemProps = (id: string, problem: string | undefined) =>
  problem ? { 'aria-invalid': true, 'aria-describedby': id } : {};
