// Store deals: a store's offer with a banner and a time window. Windows are placed around the
// seed epoch and are long (a month before it to 400 days after), so the deals are running on
// the day someone installs Herfa; one deal has ended, so "only running deals" can be seen.
import type { storeDeals } from '../schema';
import { DAY_MS, SEED_EPOCH } from './products';

export type DealRow = typeof storeDeals.$inferInsert;

const at = (days: number) => new Date(SEED_EPOCH.getTime() + days * DAY_MS);
const RUNNING = { startsAt: at(-30), endsAt: at(400) };

export const DEALS: readonly DealRow[] = [
  {
    slug: 'sadu-winter-weaves',
    sellerSlug: 'sadu-house-hail',
    titleEn: 'Winter Weaves',
    titleAr: 'منسوجات الشتاء',
    descriptionEn: 'Cushions, rugs and runners from the Sadu loom for the cold desert evenings, for a limited time.',
    descriptionAr: 'وسائد وبُسط ومفارش من نول السدو لأمسيات الصحراء الباردة، لفترة محدودة.',
    discountBasisPoints: 2000,
    banner: '/media/deals/sadu-winter-weaves.svg',
    ...RUNNING,
  },
  {
    slug: 'taif-rose-season',
    sellerSlug: 'taif-rose-house',
    titleEn: 'Rose Season',
    titleAr: 'موسم الورد',
    descriptionEn: "This year's rose oil and rose water, fresh from the copper stills of Al-Hada.",
    descriptionAr: 'دهن الورد وماء الورد من قطفة هذا العام، طازجة من قدور الهدا النحاسية.',
    discountBasisPoints: 1500,
    banner: '/media/deals/taif-rose-season.svg',
    ...RUNNING,
  },
  {
    slug: 'majlis-coffee-week',
    sellerSlug: 'dallah-heritage-unaizah',
    titleEn: 'Majlis Coffee Week',
    titleAr: 'أسبوع قهوة المجلس',
    descriptionEn: 'Dallahs, finjans and roasting pans for hosts who still roast their own beans.',
    descriptionAr: 'دلال وفناجين ومحاميس للمضيف الذي ما زال يحمّص قهوته بيده.',
    discountBasisPoints: 2500,
    banner: '/media/deals/majlis-coffee-week.svg',
    ...RUNNING,
  },
  {
    slug: 'qarah-open-kiln',
    sellerSlug: 'qarah-clay-ahsa',
    titleEn: 'Open Kiln Days',
    titleAr: 'أيام الفرن المفتوح',
    descriptionEn: 'Jugs, bowls and planters straight out of the wood kiln at the foot of Jabal Al-Qarah.',
    descriptionAr: 'جِرار وزبادي وأصص خارجة للتو من فرن الحطب عند سفح جبل القارة.',
    discountBasisPoints: 1000,
    banner: '/media/deals/qarah-open-kiln.svg',
    ...RUNNING,
  },
  {
    slug: 'asiri-silver-festival',
    sellerSlug: 'asiri-silver-abha',
    titleEn: 'Asiri Silver Festival',
    titleAr: 'مهرجان الفضة العسيرية',
    descriptionEn: 'Bracelets, anklets and carnelian rings from the silversmiths of Abha.',
    descriptionAr: 'أساور وخلاخيل وخواتم عقيق من صاغة أبها.',
    discountBasisPoints: 2000,
    banner: '/media/deals/asiri-silver-festival.svg',
    ...RUNNING,
  },
  {
    slug: 'ula-date-harvest',
    sellerSlug: 'ula-palm-gifts',
    titleEn: 'Date Harvest Boxes',
    titleAr: 'علب موسم الصرام',
    descriptionEn: 'The new harvest of Barni and Majdool, boxed in palm wood for giving.',
    descriptionAr: 'قطفة البرني والمجدول الجديدة، في علب من خشب النخيل جاهزة للإهداء.',
    discountBasisPoints: 1500,
    banner: '/media/deals/ula-date-harvest.svg',
    ...RUNNING,
  },
  {
    slug: 'national-day-calligraphy',
    sellerSlug: 'dar-al-khatt-madinah',
    titleEn: 'National Day Calligraphy',
    titleAr: 'خط اليوم الوطني',
    descriptionEn: 'Name plates and canvases written for Saudi National Day. This offer has ended.',
    descriptionAr: 'لوحات أسماء ولوحات قماشية كُتبت احتفاءً باليوم الوطني السعودي. انتهى هذا العرض.',
    discountBasisPoints: 3000,
    banner: '/media/deals/national-day-calligraphy.svg',
    startsAt: new Date('2026-09-16T00:00:00Z'),
    endsAt: new Date('2026-09-30T00:00:00Z'),
  },
];
