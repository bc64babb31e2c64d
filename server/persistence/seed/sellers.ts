// The stores of the seeded catalogue: workshops in the Saudi cities their crafts come from,
// each with a short name (used in product descriptions), an owner (its seller account), a VAT
// number in the Saudi format and the regions it does not ship to.

export interface SeedSeller {
  readonly slug: string;
  readonly nameEn: string;
  readonly nameAr: string;
  /** The name without the city, as a product description says "Handmade at …". */
  readonly shortEn: string;
  readonly shortAr: string;
  readonly descriptionEn: string;
  readonly descriptionAr: string;
  readonly cityId: string;
  /** 15 digits, starting and ending with 3, as ZATCA issues them. */
  readonly vatNumber: string;
  readonly featured: boolean;
  readonly owner: { readonly fullName: string; readonly phone: string };
  /** Regions this store does not deliver to: the shopper sees "no shipping available". */
  readonly unservedRegions: readonly string[];
}

export const SELLERS: readonly SeedSeller[] = [
  {
    slug: 'sadu-house-hail',
    nameEn: "Sadu House — Ha'il",
    nameAr: 'بيت السدو — حائل',
    shortEn: 'Sadu House',
    shortAr: 'بيت السدو',
    descriptionEn:
      "A family workshop of Bedouin weavers who still spin sheep and camel wool by hand and weave it on the ground loom. Every piece carries the red, black and white bands of Sadu, the craft UNESCO lists as the heritage of the Arabian desert.",
    descriptionAr:
      'مشغل عائلي لنساجات بدويات ما زلن يغزلن صوف الغنم ووبر الإبل باليد وينسجنه على النول الأرضي. تحمل كل قطعة خطوط السدو الحمراء والسوداء والبيضاء، الحرفة التي أدرجتها اليونسكو تراثًا لصحراء الجزيرة العربية.',
    cityId: 'hail',
    vatNumber: '310458273600003',
    featured: true,
    owner: { fullName: 'Muneera Al-Shammari', phone: '+966503114201' },
    unservedRegions: ['jazan'],
  },
  {
    slug: 'jawf-weavers',
    nameEn: 'Al-Jawf Weavers — Dumat al-Jandal',
    nameAr: 'نساجات الجوف — دومة الجندل',
    shortEn: 'Al-Jawf Weavers',
    shortAr: 'نساجات الجوف',
    descriptionEn:
      'A cooperative of weavers from the oasis of Dumat al-Jandal, working camel wool into shawls, throws and saddle cloths. Colours come from undyed fleece in every shade from cream to dark brown.',
    descriptionAr:
      'جمعية نساجات من واحة دومة الجندل يحوّلن وبر الإبل إلى شيلان وأغطية ومفارش للرحال. ألوانهن من الوبر غير المصبوغ بكل درجاته من العاجي إلى البني الداكن.',
    cityId: 'dumat-al-jandal',
    vatNumber: '310772905100003',
    featured: false,
    owner: { fullName: 'Hessa Al-Ruwaili', phone: '+966503114202' },
    unservedRegions: ['jazan', 'najran'],
  },
  {
    slug: 'qarah-clay-ahsa',
    nameEn: 'Al-Qarah Clay Workshop — Al-Ahsa',
    nameAr: 'مشغل طين القارة — الأحساء',
    shortEn: 'Al-Qarah Clay Workshop',
    shortAr: 'مشغل طين القارة',
    descriptionEn:
      'Potters at the foot of Jabal Al-Qarah, where the caves stay cool all summer, throwing the red clay of Al-Ahsa on kick wheels. Their jugs keep water cool the old way, and every piece is fired in a wood kiln.',
    descriptionAr:
      'فخّارون عند سفح جبل القارة حيث تبقى الكهوف باردة طوال الصيف، يشكّلون طين الأحساء الأحمر على الدولاب. تحفظ جِرارهم الماء باردًا على الطريقة القديمة، وتُحرق كل قطعة في فرن حطب.',
    cityId: 'al-ahsa',
    vatNumber: '310215649800003',
    featured: true,
    owner: { fullName: 'Abdulrahman Al-Ghadeer', phone: '+966503114203' },
    unservedRegions: [],
  },
  {
    slug: 'khoos-palm-qatif',
    nameEn: 'Palm & Khoos Crafts — Al-Qatif',
    nameAr: 'حِرف الخوص والنخيل — القطيف',
    shortEn: 'Palm & Khoos Crafts',
    shortAr: 'حِرف الخوص والنخيل',
    descriptionEn:
      'Three generations of khoos plaiters from the palm groves of Al-Qatif. They braid young palm fronds into baskets, food covers and sufra mats, dyed with bright colours the way their grandmothers did.',
    descriptionAr:
      'ثلاثة أجيال من صانعات الخوص في بساتين نخيل القطيف. يضفرن سعف النخيل الفتي سلالًا ومكبّات وسُفرًا، ويصبغنه بالألوان الزاهية كما كانت تفعل الجدّات.',
    cityId: 'al-qatif',
    vatNumber: '310934418200003',
    featured: true,
    owner: { fullName: 'Zahra Al-Nasser', phone: '+966503114204' },
    unservedRegions: ['jazan', 'najran'],
  },
  {
    slug: 'ula-palm-gifts',
    nameEn: 'Al-Ula Palm Gifts — Al-Ula',
    nameAr: 'هدايا نخيل العلا — العلا',
    shortEn: 'Al-Ula Palm Gifts',
    shortAr: 'هدايا نخيل العلا',
    descriptionEn:
      "A farm shop among the date palms of Al-Ula's old town. They pack their own Barni and Majdool dates into boxes of palm wood and frond, and twist palm fibre into rope the traditional way.",
    descriptionAr:
      'متجر مزرعة بين نخيل البلدة القديمة في العلا. يعبّئون تمور البرني والمجدول من مزرعتهم في علب من خشب النخيل وسعفه، ويفتلون الليف حبالًا على الطريقة التقليدية.',
    cityId: 'al-ula',
    vatNumber: '310587726400003',
    featured: true,
    owner: { fullName: 'Salem Al-Enezi', phone: '+966503114205' },
    unservedRegions: ['northern-borders'],
  },
  {
    slug: 'najdi-doors-diriyah',
    nameEn: 'Najdi Doors Atelier — Ad-Diriyah',
    nameAr: 'مرسم الأبواب النجدية — الدرعية',
    shortEn: 'Najdi Doors Atelier',
    shortAr: 'مرسم الأبواب النجدية',
    descriptionEn:
      'Carpenters who restore the painted doors of At-Turaif and make new ones from tamarisk (athel) wood. Triangles, stars and rosettes are carved with chisels and painted in the old Najdi colours.',
    descriptionAr:
      'نجّارون يرمّمون الأبواب الملوّنة في حي الطريف ويصنعون أبوابًا جديدة من خشب الأثل. تُحفر المثلثات والنجوم والوريدات بالأزاميل وتُلوَّن بألوان نجد القديمة.',
    cityId: 'diriyah',
    vatNumber: '310046385900003',
    featured: true,
    owner: { fullName: 'Fahad Al-Dossary', phone: '+966503114206' },
    unservedRegions: ['northern-borders', 'jazan', 'najran'],
  },
  {
    slug: 'asiri-silver-abha',
    nameEn: 'Asiri Silver — Abha',
    nameAr: 'فضيات عسير — أبها',
    shortEn: 'Asiri Silver',
    shortAr: 'فضيات عسير',
    descriptionEn:
      "Silversmiths from the Tuesday market of Abha, making the heavy bracelets, anklets and beaded necklaces of the south. They work sterling silver with granulation and set it with carnelian and coral.",
    descriptionAr:
      'صاغة فضة من سوق الثلاثاء في أبها يصنعون الأساور والخلاخيل والقلائد المخرّزة الثقيلة التي عُرف بها الجنوب. يشتغلون الفضة الخالصة بالتحبيب ويرصّعونها بالعقيق والمرجان.',
    cityId: 'abha',
    vatNumber: '310662091700003',
    featured: false,
    owner: { fullName: 'Ali Al-Asmari', phone: '+966503114207' },
    unservedRegions: ['northern-borders'],
  },
  {
    slug: 'najd-silver-riyadh',
    nameEn: 'Najd Silver Souq — Riyadh',
    nameAr: 'فضة نجد — الرياض',
    shortEn: 'Najd Silver Souq',
    shortAr: 'فضة نجد',
    descriptionEn:
      'A workshop in Souq Al-Zal that revives Najdi bridal silver: the murtasha necklace, hair ornaments and chased cuffs. Pieces are made to order from old patterns kept in the family for a century.',
    descriptionAr:
      'مشغل في سوق الزل يُحيي حُليّ العروس النجدية من الفضة: قلادة المرتعشة وزينة الشعر والأساور المنقوشة. تُصنع القطع حسب الطلب من نقوش قديمة احتفظت بها العائلة قرنًا كاملًا.',
    cityId: 'riyadh',
    vatNumber: '310329874500003',
    featured: true,
    owner: { fullName: 'Nasser Al-Rasheed', phone: '+966503114208' },
    unservedRegions: [],
  },
  {
    slug: 'qatt-almaa-studio',
    nameEn: 'Al-Qatt Studio — Rijal Almaa',
    nameAr: 'مرسم القط العسيري — رجال ألمع',
    shortEn: 'Al-Qatt Studio',
    shortAr: 'مرسم القط العسيري',
    descriptionEn:
      "Women painters from the stone village of Rijal Almaa who practise Al-Qatt Al-Asiri, the bright geometric wall painting of Asir. They bring its bands of triangles and zigzags onto canvas, wood and mirrors.",
    descriptionAr:
      'رسّامات من قرية رجال ألمع الحجرية يمارسن فن القط العسيري، النقش الهندسي الزاهي على جدران بيوت عسير. ينقلن أشرطة المثلثات والخطوط المتعرجة إلى القماش والخشب والمرايا.',
    cityId: 'rijal-almaa',
    vatNumber: '310871536200003',
    featured: true,
    owner: { fullName: "Fatimah Al-Alma'i", phone: '+966503114209' },
    unservedRegions: ['northern-borders', 'al-jawf'],
  },
  {
    slug: 'khayt-asir-khamis',
    nameEn: 'Khayt Asir Embroidery — Khamis Mushait',
    nameAr: 'خيط عسير للتطريز — خميس مشيط',
    shortEn: 'Khayt Asir Embroidery',
    shortAr: 'خيط عسير للتطريز',
    descriptionEn:
      'Embroiderers who stitch the dresses of the Asir highlands: black cotton with panels of red, green and yellow thread. They also make cushions and bags with the same chain-stitch bands.',
    descriptionAr:
      'مطرّزات يخِطن أثواب مرتفعات عسير: قطن أسود بلوحات من الخيوط الحمراء والخضراء والصفراء. ويصنعن كذلك وسائد وحقائب بأشرطة غرزة السلسلة نفسها.',
    cityId: 'khamis-mushait',
    vatNumber: '310195573800003',
    featured: false,
    owner: { fullName: 'Mariam Al-Qahtani', phone: '+966503114210' },
    unservedRegions: ['northern-borders'],
  },
  {
    slug: 'hejaz-needle-jeddah',
    nameEn: 'Hejaz Needlework — Jeddah',
    nameAr: 'إبرة الحجاز — جدة',
    shortEn: 'Hejaz Needlework',
    shortAr: 'إبرة الحجاز',
    descriptionEn:
      "A needlework house in Jeddah's historic Al-Balad, known for Hejazi thobes, gold-thread embroidery and prayer mats. Each order is cut and stitched in the workshop above the old souq.",
    descriptionAr:
      'دار تطريز في جدة التاريخية (البلد) معروفة بالأثواب الحجازية والتطريز بخيوط الذهب وسجادات الصلاة. تُفصَّل كل قطعة وتُطرَّز في المشغل فوق السوق القديم.',
    cityId: 'jeddah',
    vatNumber: '310407718300003',
    featured: true,
    owner: { fullName: 'Huda Bakhsh', phone: '+966503114211' },
    unservedRegions: [],
  },
  {
    slug: 'dar-al-khatt-madinah',
    nameEn: 'Dar Al-Khatt — Madinah',
    nameAr: 'دار الخط — المدينة المنورة',
    shortEn: 'Dar Al-Khatt',
    shortAr: 'دار الخط',
    descriptionEn:
      'A calligraphy studio of Madinah where master calligraphers write in Thuluth, Diwani and Naskh with reed pens and hand-made ink. They take commissions for names, verses of poetry and wedding pieces.',
    descriptionAr:
      'مرسم خط عربي في المدينة المنورة يكتب فيه خطاطون متمرسون بخطوط الثلث والديواني والنسخ بأقلام القصب والحبر المصنوع يدويًا. يقبلون الطلبات الخاصة للأسماء وأبيات الشعر وقطع الأعراس.',
    cityId: 'madinah',
    vatNumber: '310558260100003',
    featured: true,
    owner: { fullName: 'Yasser Al-Madani', phone: '+966503114212' },
    unservedRegions: [],
  },
  {
    slug: 'buraydah-leather-house',
    nameEn: 'Buraydah Leather House — Buraydah',
    nameAr: 'دار الجلود — بريدة',
    shortEn: 'Buraydah Leather House',
    shortAr: 'دار الجلود',
    descriptionEn:
      'Leather workers from the camel market town of Buraydah, tanning camel and goat hides with plant tannins. They cut and hand-stitch sandals, wallets, saddle bags and majlis pieces that age beautifully.',
    descriptionAr:
      'حرفيو جلود من بريدة، مدينة سوق الإبل، يدبغون جلود الإبل والماعز بالدباغة النباتية. يقصّون ويخيطون يدويًا النعال والمحافظ والأخراج وقطع المجالس التي يزداد جمالها مع الأيام.',
    cityId: 'buraydah',
    vatNumber: '310240967300003',
    featured: false,
    owner: { fullName: 'Saleh Al-Harbi', phone: '+966503114213' },
    unservedRegions: ['jazan'],
  },
  {
    slug: 'taif-rose-house',
    nameEn: 'Taif Rose House — Taif',
    nameAr: 'بيت الورد الطائفي — الطائف',
    shortEn: 'Taif Rose House',
    shortAr: 'بيت الورد الطائفي',
    descriptionEn:
      "A rose farm and copper-still distillery on the Al-Hada mountain road. Every April the thirty-petalled Taif rose is picked at dawn and distilled into rose oil and rose water in the family's stills.",
    descriptionAr:
      'مزرعة ورد ومعمل تقطير بالقدور النحاسية على طريق الهدا. في كل أبريل يُقطف الورد الطائفي ذو الثلاثين بتلة عند الفجر ويُقطَّر دهنًا وماءَ ورد في قدور العائلة.',
    cityId: 'taif',
    vatNumber: '310613389400003',
    featured: true,
    owner: { fullName: 'Khalid Al-Thubaiti', phone: '+966503114214' },
    unservedRegions: [],
  },
  {
    slug: 'dallah-heritage-unaizah',
    nameEn: 'Dallah Heritage — Unaizah',
    nameAr: 'تراث الدلة — عنيزة',
    shortEn: 'Dallah Heritage',
    shortAr: 'تراث الدلة',
    descriptionEn:
      'Coppersmiths of Unaizah who hammer brass dallahs with the tall beak of the Qassim style, and the mortars, roasting pans and trays of the Arabic coffee ritual. Their finjans come from potters they have worked with for decades.',
    descriptionAr:
      'نحّاسون من عنيزة يطرقون الدلال النحاسية بمنقارها الطويل على الطراز القصيمي، والنجور والمحاميس والصواني التي تكتمل بها القهوة العربية. أما فناجينهم فمن فخّارين يعملون معهم منذ عقود.',
    cityId: 'unaizah',
    vatNumber: '310826145900003',
    featured: false,
    owner: { fullName: 'Ibrahim Al-Sulaim', phone: '+966503114215' },
    unservedRegions: ['jazan'],
  },
  {
    slug: 'najran-mabakhir',
    nameEn: 'Najran Incense Burners — Najran',
    nameAr: 'مباخر نجران — نجران',
    shortEn: 'Najran Incense Burners',
    shortAr: 'مباخر نجران',
    descriptionEn:
      "Woodworkers of Najran's old souq who carve mabkharas from local wood and inlay them with brass studs and mirror glass. They also blend their own bakhoor from oud chips, sugar and rose.",
    descriptionAr:
      'حرفيو خشب في سوق نجران القديم ينحتون المباخر من الخشب المحلي ويطعّمونها بمسامير النحاس وقطع المرايا. ويخلطون بخورهم الخاص من رقائق العود والسكر والورد.',
    cityId: 'najran',
    vatNumber: '310371652800003',
    featured: false,
    owner: { fullName: 'Hamad Al-Yami', phone: '+966503114216' },
    unservedRegions: ['northern-borders', 'al-jawf', 'tabuk'],
  },
];

export function sellerBySlug(slug: string): SeedSeller {
  const seller = SELLERS.find((candidate) => candidate.slug === slug);
  if (!seller) throw new Error(`The seed names an unknown seller: ${slug}`);
  return seller;
}
