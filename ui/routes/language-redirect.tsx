import { redirect, type LoaderFunctionArgs } from 'react-router';
import { preferredLocale } from '../server/preferred-locale';

/** `/` sends the visitor to the best of our languages for their browser (Accept-Language), Dutch by default. */
export function loader({ request }: LoaderFunctionArgs) {
  const locale = preferredLocale(request.headers.get('accept-language'));
  return redirect(`/${locale}`, { headers: { Vary: 'Accept-Language', 'Cache-Control': 'private, max-age=0' } });
}
