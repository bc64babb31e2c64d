// Reviews for about sixty products, written by the seeded reviewers in their own language,
// and the rating summaries (count and sum) that products carry so listings need no join.
import type { reviews } from '../schema';
import { REVIEWERS, reviewerId, seedUuid } from './accounts';
import { DAY_MS, SEED_EPOCH, type ProductRow } from './products';
import { hashText, mulberry32 } from './random';

export type ReviewRow = typeof reviews.$inferInsert;

const REVIEWED_PRODUCTS = 60;

type Band = 'good' | 'mixed' | 'poor';
const bandOf = (rating: number): Band => (rating >= 4 ? 'good' : rating === 3 ? 'mixed' : 'poor');

const TEXTS: Readonly<Record<'en' | 'ar', Readonly<Record<Band, readonly string[]>>>> = {
  en: {
    good: [
      'Beautiful craftsmanship, even better than the photos. You can tell it was made by hand.',
      'Arrived well packed and on time. The quality is excellent and the colours are rich.',
      'Bought it as a gift for my mother and she loved it. Will order again.',
      'Exactly as described. It looks wonderful in our majlis.',
      'Lovely work and a kind note from the workshop in the parcel. Highly recommended.',
      'Solid, well finished and clearly made to last. Worth every riyal.',
      'The detail is stunning. Guests ask about it every time they visit.',
      'Second order from this store and just as good as the first.',
      'Fast delivery to Riyadh and the piece is gorgeous.',
      'A real piece of our heritage. I am glad to support the artisans directly.',
    ],
    mixed: [
      'Nice piece, but the colour is a little darker than in the pictures.',
      'Good quality, though delivery took longer than I expected.',
      'Pretty, but smaller than I imagined. Check the measurements before ordering.',
      'Decent work. The finishing on one side could be neater.',
    ],
    poor: [
      'It arrived with a small crack. The store offered a replacement, which I appreciated.',
      'Not what I expected from the photos, and it took two weeks to arrive.',
      'The size was wrong and I had to return it.',
    ],
  },
  ar: {
    good: [
      'صنعة جميلة جدًا وأجمل من الصور، ويظهر فيها أثر اليد بوضوح.',
      'وصلت مغلّفة بعناية وفي الموعد، والجودة ممتازة والألوان غنية.',
      'اشتريتها هدية لوالدتي فأعجبتها كثيرًا، وسأطلب مرة أخرى.',
      'مطابقة للوصف تمامًا، وتبدو رائعة في مجلسنا.',
      'عمل متقن ومع الطرد بطاقة لطيفة من المشغل. أنصح به بشدة.',
      'متينة ومشطّبة بإتقان، واضح أنها تدوم طويلًا. تستحق كل ريال.',
      'التفاصيل مذهلة، والضيوف يسألون عنها في كل زيارة.',
      'ثاني طلب من هذا المتجر وبنفس الجودة.',
      'التوصيل سريع والقطعة في غاية الجمال.',
      'قطعة من تراثنا الأصيل، ويسعدني دعم الحرفيين مباشرة.',
    ],
    mixed: [
      'قطعة جميلة لكن اللون أغمق قليلًا من الصور.',
      'الجودة جيدة، لكن التوصيل تأخر أكثر مما توقعت.',
      'جميلة لكنها أصغر مما تخيلت، راجعوا المقاسات قبل الطلب.',
      'عمل لا بأس به، والتشطيب في أحد الجوانب يحتاج إلى عناية أكثر.',
    ],
    poor: [
      'وصلت بشرخ صغير، وعرض المتجر استبدالها وهذا أمر أقدّره.',
      'ليست كما توقعت من الصور، واستغرق وصولها أسبوعين.',
      'المقاس غير مناسب واضطررت إلى إرجاعها.',
    ],
  },
};

/** Mostly fives and fours, as on any marketplace of good work, with the odd disappointment. */
export function drawRating(random: ReturnType<typeof mulberry32>): number {
  const roll = random.next();
  if (roll < 0.5) return 5;
  if (roll < 0.8) return 4;
  if (roll < 0.92) return 3;
  return roll < 0.97 ? 2 : 1;
}

/** A review's words for its rating, in the reviewer's language. */
export const reviewBody = (language: 'en' | 'ar', rating: number, random: ReturnType<typeof mulberry32>): string => random.pick(TEXTS[language][bandOf(rating)]);

/** Writes the reviews and sets each reviewed product's ratingCount and ratingSum to match. */
export function buildReviews(products: ProductRow[]): ReviewRow[] {
  const random = mulberry32(hashText('reviews'));
  const reviewed = random.shuffle(products).slice(0, REVIEWED_PRODUCTS);
  const rows: ReviewRow[] = [];
  for (const product of reviewed) {
    const reviewers = random.shuffle(REVIEWERS.map((_, index) => index)).slice(0, random.int(1, 6));
    const madeAt = (product.createdAt as Date).getTime();
    for (const reviewer of reviewers) {
      const rating = drawRating(random);
      const language = (REVIEWERS[reviewer] as (typeof REVIEWERS)[number]).language;
      const daysAfter = random.int(1, Math.max(1, Math.floor((SEED_EPOCH.getTime() - madeAt) / DAY_MS)));
      rows.push({
        id: seedUuid(5, rows.length + 1),
        productSlug: product.slug,
        userId: reviewerId(reviewer),
        rating,
        body: reviewBody(language, rating, random),
        createdAt: new Date(Math.min(madeAt + daysAfter * DAY_MS, SEED_EPOCH.getTime() - 3_600_000)),
      });
      product.ratingCount = (product.ratingCount ?? 0) + 1;
      product.ratingSum = (product.ratingSum ?? 0) + rating;
    }
  }
  return rows;
}
