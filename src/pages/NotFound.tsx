import { NotFoundResult } from '@/components/Exception';

/** The not-found child of every section, and the global one. */
export default function NotFound() {
  return <NotFoundResult />;
}
