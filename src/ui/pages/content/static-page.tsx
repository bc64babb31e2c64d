// A static page (spec §2 /static/{slug}): terms, privacy policy, returns …; an unknown slug is
// the 404 page. Its title and description also go to the Open Graph tags for link previews.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isRequestFailure } from '../../../application/ports/request-failure';
import { useRemote } from '../../components/catalogue/use-remote';
import { usePorts } from '../../ports';
import { usePageMeta } from '../../use-document-title';
import { NotFoundPage } from '../not-found-page';
import { descriptionOf, PageArticle } from './page-article';
import { LoadFailed, Loading } from '../../components/remote-view';

export function StaticContentPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { content } = usePorts();
  const page = useRemote(`page:${slug}`, () => content.page(slug));
  const notFound = page.status === 'failed' && isRequestFailure(page.failure) && page.failure.status === 404;
  const current = page.status === 'ready' ? page.data : undefined;

  if (notFound) return <NotFoundPage />;
  return (
    <>
      {current !== undefined && <StaticPageMeta title={current.title} description={descriptionOf(current)} />}
      {page.status === 'failed' ? (
        <LoadFailed error={page.failure} onRetry={page.retry} />
      ) : current === undefined ? (
        <>
          <StaticPageMeta title={t('content.loading')} />
          <Loading />
        </>
      ) : (
        <PageArticle page={current} />
      )}
    </>
  );
}

function StaticPageMeta({ title, description }: { readonly title: string; readonly description?: string }) {
  const { t } = useTranslation();
  usePageMeta({ title: t('common.documentTitle.page', { page: title }), description });
  return null;
}
