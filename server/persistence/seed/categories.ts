// The crafts the catalogue is browsed by. The order is the one the storefront shows.

export interface SeedCategory {
  readonly slug: string;
  readonly nameEn: string;
  readonly nameAr: string;
}

export const CATEGORIES: readonly SeedCategory[] = [
  { slug: 'sadu-weaving', nameEn: 'Sadu & Weaving', nameAr: 'السدو والنسيج' },
  { slug: 'pottery', nameEn: 'Pottery', nameAr: 'الفخار' },
  { slug: 'palm-crafts', nameEn: 'Palm-Frond Crafts', nameAr: 'الخوص والسعفيات' },
  { slug: 'wood-carving', nameEn: 'Najdi Doors & Wood Carving', nameAr: 'الأبواب النجدية والنقش على الخشب' },
  { slug: 'silver-jewellery', nameEn: 'Silver Jewellery', nameAr: 'الحلي الفضية' },
  { slug: 'embroidery', nameEn: 'Embroidery', nameAr: 'التطريز' },
  { slug: 'calligraphy', nameEn: 'Arabic Calligraphy', nameAr: 'الخط العربي' },
  { slug: 'qatt-asiri', nameEn: 'Al-Qatt Al-Asiri Art', nameAr: 'فن القط العسيري' },
  { slug: 'leather', nameEn: 'Leather Goods', nameAr: 'المنتجات الجلدية' },
  { slug: 'incense-perfume', nameEn: 'Incense & Taif Rose', nameAr: 'البخور والورد الطائفي' },
  { slug: 'coffee-dates', nameEn: 'Coffee Sets & Dates', nameAr: 'أدوات القهوة والتمور' },
];
