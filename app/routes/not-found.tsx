import { data } from 'react-router';

/**
 * Every path no screen claims, including unknown language prefixes such as /fr/…: a real 404
 * status, rendered by the layout's error boundary ("Seite nicht gefunden" with the path).
 */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
