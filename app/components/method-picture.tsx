/** A method's picture (payment icon, carrier logo): decorative, as its name is written beside it. */
export function MethodPicture({ src }: { src: string | null }) {
  return src ? <img src={src} alt="" width={40} height={24} className="h-6 w-10 shrink-0" /> : null;
}
