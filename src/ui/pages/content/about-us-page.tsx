// About us (spec §2 /about-us): the company's story, the static page the API keeps as about-us.
import { useTranslation } from 'react-i18next';
import { useRemote } from '../../components/catalogue/use-remote';
import { usePorts } from '../../ports';
import { usePageMeta } from '../../use-document-title';
import { descriptionOf, PageArticle } from './page-article';
import { LoadFailed, Loading } from '../../components/remote-view';

export function AboutUsPage() {
  const { t } = useTranslation();
  const { content } = usePorts();
  const page = useRemote('about-us', () => content.aboutUs());
  const title = page.data?.title ?? t('content.about.title');
  usePageMeta({
    title: t('common.documentTitle.page', { page: title }),
    description: page.data === undefined ? undefined : descriptionOf(page.data),
  });

  if (page.status === 'failed') return <LoadFailed error={page.failure} onRetry={page.retry} />;
  if (page.data === undefined) return <Loading />;
  return <PageArticle page={page.data} eyebrow={t('content.about.eyebrow')} />;
}
