// The thirteen administrative regions of Saudi Arabia and a few cities in each, in both
// languages. Ids are stable kebab-case names; addresses and shipping rates refer to them.

export interface SeedCity {
  readonly id: string;
  readonly nameEn: string;
  readonly nameAr: string;
}

export interface SeedRegion {
  readonly id: string;
  readonly nameEn: string;
  readonly nameAr: string;
  /** Roughly where the region's capital is: shipping fees grow with the distance from a store. */
  readonly latitude: number;
  readonly longitude: number;
  readonly cities: readonly SeedCity[];
}

const city = (id: string, nameEn: string, nameAr: string): SeedCity => ({ id, nameEn, nameAr });

export const REGIONS: readonly SeedRegion[] = [
  {
    id: 'riyadh', nameEn: 'Riyadh', nameAr: 'الرياض', latitude: 24.71, longitude: 46.68,
    cities: [
      city('riyadh', 'Riyadh', 'الرياض'),
      city('diriyah', 'Ad-Diriyah', 'الدرعية'),
      city('al-kharj', 'Al-Kharj', 'الخرج'),
      city('al-majmaah', "Al-Majma'ah", 'المجمعة'),
      city('wadi-ad-dawasir', 'Wadi ad-Dawasir', 'وادي الدواسر'),
    ],
  },
  {
    id: 'makkah', nameEn: 'Makkah', nameAr: 'مكة المكرمة', latitude: 21.42, longitude: 39.83,
    cities: [
      city('makkah', 'Makkah', 'مكة المكرمة'),
      city('jeddah', 'Jeddah', 'جدة'),
      city('taif', 'Taif', 'الطائف'),
      city('rabigh', 'Rabigh', 'رابغ'),
      city('al-qunfudhah', 'Al-Qunfudhah', 'القنفذة'),
    ],
  },
  {
    id: 'madinah', nameEn: 'Madinah', nameAr: 'المدينة المنورة', latitude: 24.47, longitude: 39.61,
    cities: [
      city('madinah', 'Madinah', 'المدينة المنورة'),
      city('yanbu', 'Yanbu', 'ينبع'),
      city('al-ula', 'Al-Ula', 'العلا'),
      city('badr', 'Badr', 'بدر'),
    ],
  },
  {
    id: 'eastern-province', nameEn: 'Eastern Province', nameAr: 'المنطقة الشرقية', latitude: 26.42, longitude: 50.09,
    cities: [
      city('dammam', 'Dammam', 'الدمام'),
      city('al-khobar', 'Al-Khobar', 'الخبر'),
      city('al-ahsa', 'Al-Ahsa', 'الأحساء'),
      city('al-qatif', 'Al-Qatif', 'القطيف'),
      city('al-jubail', 'Al-Jubail', 'الجبيل'),
    ],
  },
  {
    id: 'qassim', nameEn: 'Qassim', nameAr: 'القصيم', latitude: 26.33, longitude: 43.97,
    cities: [
      city('buraydah', 'Buraydah', 'بريدة'),
      city('unaizah', 'Unaizah', 'عنيزة'),
      city('ar-rass', 'Ar-Rass', 'الرس'),
    ],
  },
  {
    id: 'asir', nameEn: 'Asir', nameAr: 'عسير', latitude: 18.22, longitude: 42.51,
    cities: [
      city('abha', 'Abha', 'أبها'),
      city('khamis-mushait', 'Khamis Mushait', 'خميس مشيط'),
      city('rijal-almaa', 'Rijal Almaa', 'رجال ألمع'),
      city('an-namas', 'An-Namas', 'النماص'),
    ],
  },
  {
    id: 'tabuk', nameEn: 'Tabuk', nameAr: 'تبوك', latitude: 28.38, longitude: 36.57,
    cities: [
      city('tabuk', 'Tabuk', 'تبوك'),
      city('umluj', 'Umluj', 'أملج'),
      city('al-wajh', 'Al-Wajh', 'الوجه'),
      city('duba', 'Duba', 'ضباء'),
    ],
  },
  {
    id: 'hail', nameEn: "Ha'il", nameAr: 'حائل', latitude: 27.52, longitude: 41.69,
    cities: [
      city('hail', "Ha'il", 'حائل'),
      city('baqaa', "Baqa'a", 'بقعاء'),
      city('al-ghazalah', 'Al-Ghazalah', 'الغزالة'),
    ],
  },
  {
    id: 'northern-borders', nameEn: 'Northern Borders', nameAr: 'الحدود الشمالية', latitude: 30.98, longitude: 41.02,
    cities: [
      city('arar', 'Arar', 'عرعر'),
      city('rafha', 'Rafha', 'رفحاء'),
      city('turaif', 'Turaif', 'طريف'),
    ],
  },
  {
    id: 'jazan', nameEn: 'Jazan', nameAr: 'جازان', latitude: 16.89, longitude: 42.55,
    cities: [
      city('jazan', 'Jazan', 'جازان'),
      city('sabya', 'Sabya', 'صبيا'),
      city('abu-arish', 'Abu Arish', 'أبو عريش'),
      city('farasan', 'Farasan', 'فرسان'),
    ],
  },
  {
    id: 'najran', nameEn: 'Najran', nameAr: 'نجران', latitude: 17.49, longitude: 44.13,
    cities: [
      city('najran', 'Najran', 'نجران'),
      city('sharurah', 'Sharurah', 'شرورة'),
    ],
  },
  {
    id: 'al-bahah', nameEn: 'Al-Bahah', nameAr: 'الباحة', latitude: 20.01, longitude: 41.47,
    cities: [
      city('al-bahah', 'Al-Bahah', 'الباحة'),
      city('baljurashi', 'Baljurashi', 'بلجرشي'),
      city('al-mandaq', 'Al-Mandaq', 'المندق'),
    ],
  },
  {
    id: 'al-jawf', nameEn: 'Al-Jawf', nameAr: 'الجوف', latitude: 29.97, longitude: 40.21,
    cities: [
      city('sakaka', 'Sakaka', 'سكاكا'),
      city('dumat-al-jandal', 'Dumat al-Jandal', 'دومة الجندل'),
      city('al-qurayyat', 'Al-Qurayyat', 'القريات'),
    ],
  },
];

export function regionOfCity(cityId: string): SeedRegion {
  const region = REGIONS.find((candidate) => candidate.cities.some((c) => c.id === cityId));
  if (!region) throw new Error(`The seed names an unknown city: ${cityId}`);
  return region;
}

export function cityById(cityId: string): SeedCity {
  const found = regionOfCity(cityId).cities.find((c) => c.id === cityId);
  if (!found) throw new Error(`The seed names an unknown city: ${cityId}`);
  return found;
}

/** Great-circle distance between two regions' capitals, in kilometres. */
export function distanceKm(from: SeedRegion, to: SeedRegion): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(to.latitude - from.latitude);
  const dLon = rad(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(from.latitude)) * Math.cos(rad(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}
