// Hand-written product kinds of the seeded catalogue, per craft: what the thing is (in both
// languages), who makes it, its price range, options and flags, and its variants. The seed
// (products.ts) turns every variant into one product.
import type { ProductOption } from '../schema';
import { COLOURS as C, SIZES as S } from './options';

export interface Variant {
  readonly slug: string;
  readonly en: string;
  readonly ar: string;
  /** One more sentence for the description, when the variant has something to say. */
  readonly noteEn?: string;
  readonly noteAr?: string;
}

export interface ProductKind {
  readonly slug: string;
  readonly category: string;
  /** The variants go to these stores in turn. */
  readonly sellers: readonly string[];
  readonly en: string;
  readonly ar: string;
  readonly descriptionEn: string;
  readonly descriptionAr: string;
  /** List price range in whole riyals. */
  readonly priceSar: readonly [number, number];
  readonly colours?: readonly ProductOption[];
  readonly sizes?: readonly ProductOption[];
  readonly customisable?: boolean;
  readonly gift?: boolean;
  readonly variants: readonly Variant[];
}

const v = (slug: string, en: string, ar: string, noteEn?: string, noteAr?: string): Variant => ({ slug, en, ar, noteEn, noteAr });

const saduWeaving: ProductKind[] = [
  {
    slug: 'sadu-cushion-cover', category: 'sadu-weaving', sellers: ['sadu-house-hail', 'jawf-weavers'],
    en: 'Sadu Cushion Cover', ar: 'غطاء وسادة سدو',
    descriptionEn: 'A 45 × 45 cm cushion cover woven on the Bedouin ground loom from hand-spun sheep wool, backed with cotton and closed with a hidden zip. The weave is tight enough for daily use in the majlis.',
    descriptionAr: 'غطاء وسادة بمقاس 45 × 45 سم منسوج على النول البدوي الأرضي من صوف الغنم المغزول يدويًا، مبطّن بالقطن ويُغلق بسحّاب مخفي. نسيجه متين يحتمل الاستعمال اليومي في المجلس.',
    priceSar: [120, 220], colours: [C.saduRed, C.black, C.indigo],
    variants: [
      v('horse-teeth', 'Horse-Teeth Border', 'حاشية ضروس الخيل', 'Its border repeats the small triangles weavers call horse teeth.', 'تتكرر في حاشيته المثلثات الصغيرة التي تسميها النساجات ضروس الخيل.'),
      v('uwairjan', 'Uwairjan Zigzag', 'نقشة العويرجان', 'A zigzag band runs across the middle like a track through the dunes.', 'يعبر وسطه شريط متعرّج كأنه درب بين الكثبان.'),
      v('tree', 'Tree Motif', 'نقشة الشجرة'),
      v('seeds', 'Seeds Pattern', 'نقشة الحبوب', "Rows of small diamonds, the 'seeds', fill the centre panel.", 'تملأ اللوحةَ الوسطى صفوفٌ من المعيّنات الصغيرة تُعرف بالحبوب.'),
    ],
  },
  {
    slug: 'sadu-floor-rug', category: 'sadu-weaving', sellers: ['sadu-house-hail'],
    en: 'Sadu Floor Rug', ar: 'بساط سدو أرضي',
    descriptionEn: 'A flat-woven floor rug in the warp-faced Sadu technique, dense and reversible, finished with twisted fringes. It takes weeks of work on the loom and will last for generations.',
    descriptionAr: 'بساط أرضي منسوج بتقنية السدو ذات السَّدى الظاهر، كثيف ويُستعمل على الوجهين، وينتهي بأهداب مفتولة. يستغرق نسجه أسابيع على النول ويبقى لأجيال.',
    priceSar: [650, 2400], colours: [C.saduRed, C.black], sizes: S.rug,
    variants: [
      v('majlis', 'Majlis Classic', 'المجلس الكلاسيكي', 'Broad red and black bands, as in the tents of Shammar.', 'خطوط عريضة بالأحمر والأسود كما في بيوت الشعر عند شمّر.'),
      v('desert-night', 'Desert Night', 'ليل الصحراء', 'Indigo and black, crossed by a thin white line of stars.', 'نيلي وأسود يعبره خط أبيض رفيع من النجوم.'),
      v('caravan', 'Camel Caravan', 'قافلة الإبل'),
    ],
  },
  {
    slug: 'sadu-wall-hanging', category: 'sadu-weaving', sellers: ['sadu-house-hail', 'jawf-weavers'],
    en: 'Sadu Wall Hanging', ar: 'معلّقة سدو جدارية',
    descriptionEn: 'A narrow Sadu panel mounted on a palm-wood rod, ready to hang. It brings the colours of the Bedouin tent to a hallway or a reading corner.',
    descriptionAr: 'شريط سدو ضيّق مثبّت على عصا من خشب النخيل وجاهز للتعليق. يحمل ألوان بيت الشعر إلى الممر أو ركن القراءة.',
    priceSar: [280, 650],
    variants: [
      v('red-diamonds', 'Red Diamonds', 'المعيّنات الحمراء'),
      v('shammar-bands', 'Shammar Bands', 'خطوط شمّر'),
      v('sand-dunes', 'Sand Dunes', 'كثبان الرمل', 'Undyed camel wool gives it the soft browns of the Nafud.', 'يمنحه وبر الإبل غير المصبوغ بُنّيات النفود الهادئة.'),
    ],
  },
  {
    slug: 'sadu-table-runner', category: 'sadu-weaving', sellers: ['sadu-house-hail'],
    en: 'Sadu Table Runner', ar: 'مفرش طاولة سدو',
    descriptionEn: 'A 35 × 180 cm runner woven in wool and cotton, light enough for the dining table and strong enough for a coffee tray. Hand wash in cold water.',
    descriptionAr: 'مفرش بمقاس 35 × 180 سم منسوج من الصوف والقطن، خفيف على طاولة الطعام ومتين تحت صينية القهوة. يُغسل يدويًا بالماء البارد.',
    priceSar: [140, 260], colours: [C.saduRed, C.indigo, C.ivory],
    variants: [
      v('eid', 'Eid Colours', 'ألوان العيد'),
      v('classic', 'Classic Red', 'الأحمر الكلاسيكي'),
      v('white-tent', 'White Tent', 'الخيمة البيضاء'),
    ],
  },
  {
    slug: 'sadu-tote-bag', category: 'sadu-weaving', sellers: ['sadu-house-hail', 'jawf-weavers'],
    en: 'Sadu Tote Bag', ar: 'حقيبة سدو',
    descriptionEn: "A roomy tote cut from a Sadu weave, with camel-leather handles and a cotton lining with an inner pocket. It fits a laptop and a day's shopping.",
    descriptionAr: 'حقيبة واسعة مفصّلة من نسيج السدو بمقابض من جلد الإبل وبطانة قطنية بجيب داخلي. تتسع لحاسوب محمول ومشتريات يوم كامل.',
    priceSar: [180, 340], colours: [C.saduRed, C.black, C.indigo],
    variants: [
      v('market', 'Market Size', 'مقاس السوق'),
      v('weekend', 'Weekend Size', 'مقاس نهاية الأسبوع'),
      v('mini', 'Mini', 'صغيرة'),
    ],
  },
  {
    slug: 'camel-wool-shawl', category: 'sadu-weaving', sellers: ['jawf-weavers'],
    en: 'Camel-Wool Shawl', ar: 'شال من وبر الإبل',
    descriptionEn: 'A soft, warm shawl woven from the undercoat of young camels, light enough to fold into a handbag. Desert winter nights are its home ground.',
    descriptionAr: 'شال ناعم ودافئ منسوج من الوبر الداخلي لصغار الإبل، خفيف يُطوى في حقيبة اليد. ليالي الشتاء في الصحراء موطنه الأول.',
    priceSar: [260, 520], colours: [C.camel, C.ivory, C.darkBrown],
    variants: [
      v('plain', 'Natural Plain', 'سادة طبيعي'),
      v('sadu-border', 'With Sadu Border', 'بحاشية سدو'),
      v('fringed', 'Long Fringe', 'بأهداب طويلة'),
    ],
  },
  {
    slug: 'camel-wool-throw', category: 'sadu-weaving', sellers: ['jawf-weavers'],
    en: 'Camel-Wool Throw', ar: 'بطانية من وبر الإبل',
    descriptionEn: 'A generous 130 × 180 cm throw for the sofa or the winter camp. The undyed wool keeps its natural shades and the warmth of the desert.',
    descriptionAr: 'بطانية واسعة بمقاس 130 × 180 سم للأريكة أو للكشتة الشتوية. يحتفظ الوبر غير المصبوغ بدرجاته الطبيعية وبدفء الصحراء.',
    priceSar: [420, 980], colours: [C.camel, C.darkBrown],
    variants: [v('striped', 'Striped', 'مقلّمة'), v('checked', 'Checked', 'بالمربعات')],
  },
];

const pottery: ProductKind[] = [
  {
    slug: 'clay-water-jug', category: 'pottery', sellers: ['qarah-clay-ahsa'],
    en: 'Clay Water Jug (Jahla)', ar: 'جحلة ماء فخارية',
    descriptionEn: 'The porous red clay of Al-Qarah sweats a little, and the evaporation keeps drinking water cool even in summer. Rinse before first use and fill it with water for a day.',
    descriptionAr: 'طين القارة الأحمر مسامّي يرشح قليلًا، فيحفظ التبخّر ماء الشرب باردًا حتى في الصيف. اشطفها قبل أول استعمال واملأها بالماء يومًا كاملًا.',
    priceSar: [85, 160],
    variants: [
      v('plain-rim', 'Plain Rim', 'بحافة سادة'),
      v('incised', 'Incised Band', 'بشريط محزوز', 'A band of lines is scratched into the wet clay before firing.', 'يُحزّ فيها شريط من الخطوط والطين رطب قبل الحرق.'),
      v('two-handles', 'Two Handles', 'بمقبضين'),
    ],
  },
  {
    slug: 'clay-cooking-pot', category: 'pottery', sellers: ['qarah-clay-ahsa'],
    en: 'Clay Cooking Pot (Burma)', ar: 'برمة طبخ فخارية',
    descriptionEn: 'A lidded pot for slow-cooked saleeg, jareesh and stews, the way Al-Ahsa kitchens have cooked for centuries. Season it with oil before its first time on the flame.',
    descriptionAr: 'قدر فخاري بغطاء للطبخ على نار هادئة كالسليق والجريش والمرق، كما طبخت مطابخ الأحساء منذ قرون. اعتنِ به بالزيت قبل أول استعمال على النار.',
    priceSar: [120, 260], sizes: S.pot,
    variants: [
      v('classic', 'Classic', 'كلاسيكية'),
      v('smoke-fired', 'Smoke-Fired Black', 'سوداء مدخّنة', 'Smoke firing turns the clay a deep, even black.', 'يحوّل الحرق بالدخان الطين إلى سواد عميق متجانس.'),
      v('handled', 'With Side Handles', 'بمقابض جانبية'),
    ],
  },
  {
    slug: 'terracotta-planter', category: 'pottery', sellers: ['qarah-clay-ahsa'],
    en: 'Terracotta Planter', ar: 'أصيص فخاري',
    descriptionEn: 'A breathable planter for herbs, jasmine or a young palm, with a drainage hole and a matching saucer. Unglazed clay lets the roots breathe in the heat.',
    descriptionAr: 'أصيص يتنفّس للنعناع والياسمين أو فسيلة نخل صغيرة، بفتحة تصريف وصحن مطابق. الطين غير المزجّج يترك الجذور تتنفّس في الحر.',
    priceSar: [60, 180], sizes: S.basket,
    variants: [v('ribbed', 'Ribbed', 'مضلّع'), v('palm-relief', 'Palm Relief', 'بنقش النخلة'), v('smooth', 'Smooth', 'أملس')],
  },
  {
    slug: 'clay-finjan-set', category: 'pottery', sellers: ['qarah-clay-ahsa'],
    en: 'Clay Coffee Cups, Set of 6', ar: 'طقم فناجين فخارية من 6 قطع',
    descriptionEn: 'Six small cups for Arabic coffee, glazed inside and left raw outside to keep the warmth of the hand. Each cup is thrown and trimmed by hand, so no two are quite alike.',
    descriptionAr: 'ستة فناجين صغيرة للقهوة العربية، مزجّجة من الداخل وخام من الخارج لتحفظ دفء اليد. يُشكَّل كل فنجان ويُهذَّب يدويًا فلا يتطابق اثنان تمامًا.',
    priceSar: [75, 140],
    variants: [v('white-glaze', 'White Glaze', 'تزجيج أبيض'), v('green-glaze', 'Green Glaze', 'تزجيج أخضر'), v('honey-glaze', 'Honey Glaze', 'تزجيج عسلي')],
  },
  {
    slug: 'clay-serving-bowl', category: 'pottery', sellers: ['qarah-clay-ahsa'],
    en: 'Hand-Thrown Serving Bowl', ar: 'زبدية تقديم مشغولة على الدولاب',
    descriptionEn: 'A wide bowl for dates, fruit or harees, thrown on the wheel and burnished with a smooth stone. Food-safe glaze inside.',
    descriptionAr: 'زبدية واسعة للتمر أو الفاكهة أو الهريس، مشكّلة على الدولاب ومصقولة بحجر أملس. مزجّجة من الداخل بطلاء آمن للطعام.',
    priceSar: [90, 190],
    variants: [v('wave', 'Wave Decoration', 'بزخرفة الموج'), v('dotted-rim', 'Dotted Rim', 'بحافة منقّطة'), v('plain-red', 'Plain Red', 'أحمر سادة')],
  },
  {
    slug: 'clay-water-jar', category: 'pottery', sellers: ['qarah-clay-ahsa'],
    en: 'Large Water Jar (Hib)', ar: 'حِبّ ماء كبير',
    descriptionEn: 'The tall jar that once stood in every Al-Ahsa courtyard, now made for gardens and entrance halls. It comes with a wrought-iron stand and a palm-wood lid.',
    descriptionAr: 'الجرّة الطويلة التي كانت تقف في كل فناء أحسائي، تُصنع اليوم للحدائق ومداخل البيوت. تأتي مع حامل من الحديد المشغول وغطاء من خشب النخيل.',
    priceSar: [240, 520],
    variants: [v('natural', 'Natural Clay', 'طين طبيعي'), v('lime-washed', 'Lime-Washed', 'مطليّ بالجير')],
  },
];

const palmCrafts: ProductKind[] = [
  {
    slug: 'khoos-food-cover', category: 'palm-crafts', sellers: ['khoos-palm-qatif'],
    en: 'Khoos Food Cover (Mikabba)', ar: 'مكبّة خوص',
    descriptionEn: 'The conical cover that keeps flies off a platter of rice, plaited from palm fronds and finished with a loop at the top. Beautiful on the wall when it is not on the table.',
    descriptionAr: 'الغطاء المخروطي الذي يحمي صحن الرز من الذباب، مضفور من سعف النخيل وينتهي بعروة في أعلاه. جميل على الجدار حين لا يكون على السفرة.',
    priceSar: [70, 150],
    variants: [v('red-green', 'Red & Green', 'أحمر وأخضر'), v('natural', 'Natural', 'طبيعية'), v('purple-bands', 'Purple Bands', 'بأشرطة بنفسجية')],
  },
  {
    slug: 'palm-sufra-mat', category: 'palm-crafts', sellers: ['khoos-palm-qatif'],
    en: 'Palm-Frond Sufra Mat', ar: 'سُفرة خوص',
    descriptionEn: 'A round floor mat for the traditional meal on the ground, plaited in a spiral from dyed and natural fronds. Wipe it clean with a damp cloth.',
    descriptionAr: 'سفرة دائرية للطعام على الأرض كما جرت العادة، مضفورة حلزونيًا من سعف مصبوغ وطبيعي. تُنظَّف بقطعة قماش رطبة.',
    priceSar: [90, 220], sizes: S.sufra,
    variants: [v('sunburst', 'Sunburst', 'الشمس'), v('coloured-rings', 'Coloured Rings', 'الحلقات الملوّنة'), v('natural-spiral', 'Natural Spiral', 'الحلزون الطبيعي')],
  },
  {
    slug: 'khoos-storage-basket', category: 'palm-crafts', sellers: ['khoos-palm-qatif'],
    en: 'Khoos Storage Basket (Zanbeel)', ar: 'زنبيل خوص للتخزين',
    descriptionEn: 'A sturdy basket with two plaited handles, for bread, laundry or toys. The fronds are soaked and braided while supple, so the basket keeps its shape for years.',
    descriptionAr: 'زنبيل متين بمقبضين مضفورين للخبز أو الغسيل أو الألعاب. يُنقع السعف ويُضفر وهو ليّن، فيحتفظ الزنبيل بشكله سنوات.',
    priceSar: [65, 180], sizes: S.basket, colours: [C.natural, C.saduRed, C.emerald],
    variants: [v('lidded', 'With Lid', 'بغطاء'), v('open', 'Open', 'مفتوح'), v('striped', 'Striped', 'مقلّم')],
  },
  {
    slug: 'palm-hand-fan', category: 'palm-crafts', sellers: ['khoos-palm-qatif'],
    en: 'Palm Hand Fan (Mahaffa)', ar: 'مَهفّة خوص',
    descriptionEn: 'The square hand fan of summer afternoons, plaited onto a palm-rib handle. A small, cheerful gift from the palm groves.',
    descriptionAr: 'المهفّة المربعة التي ترافق عصاري الصيف، مضفورة على مقبض من جريد النخل. هدية صغيرة مبهجة من بساتين النخيل.',
    priceSar: [45, 60],
    variants: [v('rainbow', 'Rainbow', 'ألوان قوس قزح'), v('natural', 'Natural', 'طبيعية')],
  },
  {
    slug: 'palm-fibre-rope', category: 'palm-crafts', sellers: ['ula-palm-gifts'],
    en: 'Palm-Fibre Rope', ar: 'حبل من ليف النخيل',
    descriptionEn: 'Rope twisted by hand from the fibre that wraps the palm trunk, strong and rough in the old way. Farmers climb palms with it; decorators love it for shelves and lamps.',
    descriptionAr: 'حبل مفتول يدويًا من الليف الذي يلتف حول جذع النخلة، متين وخشن على الطريقة القديمة. يصعد به المزارعون النخيل ويحبه مصممو الديكور للرفوف والإنارة.',
    priceSar: [45, 95], sizes: S.rope,
    variants: [v('thin', 'Thin, 8 mm', 'رفيع، 8 مم'), v('thick', 'Thick, 16 mm', 'سميك، 16 مم')],
  },
  {
    slug: 'palm-leaf-tray', category: 'palm-crafts', sellers: ['khoos-palm-qatif', 'ula-palm-gifts'],
    en: 'Palm-Leaf Tray (Tabaq)', ar: 'طَبَق خوص',
    descriptionEn: 'A flat round tray for serving dates and coffee, plaited from fronds and edged with a band of colour. Light, strong and easy to hang on the wall.',
    descriptionAr: 'طبق دائري مسطّح لتقديم التمر والقهوة، مضفور من السعف ومحاط بشريط ملوّن. خفيف ومتين ويسهل تعليقه على الجدار.',
    priceSar: [55, 120],
    variants: [v('red-edge', 'Red Edge', 'بحافة حمراء'), v('green-edge', 'Green Edge', 'بحافة خضراء'), v('natural', 'Natural', 'طبيعي')],
  },
  {
    slug: 'palm-frond-lampshade', category: 'palm-crafts', sellers: ['ula-palm-gifts'],
    en: 'Palm-Frond Lampshade', ar: 'غطاء إنارة من السعف',
    descriptionEn: 'A pendant lampshade plaited from natural fronds that throws a warm, patterned light. Supplied with a fabric cable and a ceiling cup.',
    descriptionAr: 'غطاء إنارة معلّق مضفور من السعف الطبيعي يرسم ضوءًا دافئًا منقوشًا. يأتي مع سلك مكسوّ بالقماش وقاعدة للسقف.',
    priceSar: [160, 320],
    variants: [v('dome', 'Dome', 'قبّة'), v('bell', 'Bell', 'جرس')],
  },
];

const woodCarving: ProductKind[] = [
  {
    slug: 'najdi-door', category: 'wood-carving', sellers: ['najdi-doors-diriyah'],
    en: 'Najdi Door', ar: 'باب نجدي',
    descriptionEn: 'A full-size entrance door of athel wood, carved with triangles and rosettes and painted in the ochre, blue and red of old Diriyah. Supplied with hand-forged iron hinges and a wooden latch.',
    descriptionAr: 'باب مدخل بالحجم الكامل من خشب الأثل، محفور بالمثلثات والوريدات ومطليّ بألوان الدرعية القديمة: المغرة والأزرق والأحمر. يأتي بمفصّلات حديد مطروقة يدويًا ومزلاج خشبي.',
    priceSar: [2800, 4500], sizes: S.door,
    variants: [
      v('turaif', 'At-Turaif Pattern', 'نقشة الطريف', 'The pattern is copied from a door in the At-Turaif district.', 'النقشة منقولة عن باب في حي الطريف.'),
      v('eight-point-stars', 'Eight-Point Stars', 'النجوم الثمانية'),
    ],
  },
  {
    slug: 'najdi-door-panel', category: 'wood-carving', sellers: ['najdi-doors-diriyah'],
    en: 'Miniature Najdi Door Panel', ar: 'لوحة باب نجدي مصغّر', gift: true,
    descriptionEn: 'A wall piece that copies a Najdi door at a quarter of its size, with real hinges, so the little doors open. A favourite gift for a new home.',
    descriptionAr: 'قطعة جدارية تحاكي الباب النجدي بربع حجمه، بمفصّلات حقيقية تُفتح معها الضلفتان الصغيرتان. من أحب الهدايا لبيت جديد.',
    priceSar: [320, 650],
    variants: [v('blue-ochre', 'Blue & Ochre', 'أزرق ومغرة'), v('red-green', 'Red & Green', 'أحمر وأخضر'), v('natural-wood', 'Natural Wood', 'خشب طبيعي')],
  },
  {
    slug: 'carved-jewellery-box', category: 'wood-carving', sellers: ['najdi-doors-diriyah'],
    en: 'Carved Wooden Jewellery Box', ar: 'صندوق مجوهرات خشبي منقوش', customisable: true, gift: true,
    descriptionEn: 'A lidded box carved with a Najdi star and lined with velvet, with a name engraved on the lid if you wish. It keeps rings, earrings and small treasures.',
    descriptionAr: 'صندوق بغطاء محفور بنجمة نجدية ومبطّن بالمخمل، ويُنقش على غطائه اسم إن رغبت. يحفظ الخواتم والأقراط والكنوز الصغيرة.',
    priceSar: [180, 420],
    variants: [v('walnut', 'Walnut Finish', 'بلون الجوز'), v('painted', 'Painted Najdi', 'ملوّن بالنقش النجدي'), v('brass-studs', 'Brass Studs', 'بمسامير نحاسية')],
  },
  {
    slug: 'wooden-book-stand', category: 'wood-carving', sellers: ['najdi-doors-diriyah', 'najran-mabakhir'],
    en: 'Wooden Book Stand (Rahl)', ar: 'كرسي مصحف خشبي (رحل)', customisable: true,
    descriptionEn: 'A folding stand cut from a single plank, so the two leaves interlock without glue or nails. A name can be engraved on the front.',
    descriptionAr: 'حامل قابل للطي مقطوع من لوح واحد، تتشابك ضلفتاه دون غراء أو مسامير. يمكن نقش اسم على واجهته.',
    priceSar: [150, 320],
    variants: [v('carved-rosettes', 'Carved Rosettes', 'بوريدات محفورة'), v('plain', 'Plain', 'سادة'), v('mother-of-pearl', 'Mother-of-Pearl Inlay', 'مطعّم بالصدف')],
  },
  {
    slug: 'carved-serving-tray', category: 'wood-carving', sellers: ['najran-mabakhir', 'najdi-doors-diriyah'],
    en: 'Carved Serving Tray', ar: 'صينية تقديم خشبية منقوشة',
    descriptionEn: 'A tray for the coffee and dates of the majlis, carved around its rim with triangles and lined with a brass sheet. Sturdy handles at both ends.',
    descriptionAr: 'صينية لقهوة المجلس وتمره، محفورة حوافها بالمثلثات ومبطّنة بصفيحة نحاس. لها مقبضان متينان على الطرفين.',
    priceSar: [160, 340],
    variants: [v('round', 'Round', 'دائرية'), v('oblong', 'Oblong', 'مستطيلة')],
  },
  {
    slug: 'wooden-mihbash', category: 'wood-carving', sellers: ['najran-mabakhir'],
    en: 'Wooden Coffee Mortar (Mihbash)', ar: 'مِهباش خشبي',
    descriptionEn: 'The Bedouin wooden mortar whose rhythm calls guests to coffee, carved from a single trunk and studded with brass. The pestle is turned from the same wood.',
    descriptionAr: 'الهاون البدوي الخشبي الذي يدعو إيقاعه الضيوف إلى القهوة، منحوت من جذع واحد ومرصّع بالنحاس. ويُخرط ذراعه من الخشب نفسه.',
    priceSar: [380, 900],
    variants: [v('brass-studded', 'Brass-Studded', 'مرصّع بالنحاس'), v('plain-wood', 'Plain Wood', 'خشب سادة')],
  },
  {
    slug: 'carved-wall-shelf', category: 'wood-carving', sellers: ['najdi-doors-diriyah'],
    en: 'Carved Wall Shelf', ar: 'رف جداري منقوش',
    descriptionEn: 'A wall shelf with a carved Najdi apron, for a mabkhara, a dallah or books. Solid athel wood with hidden fixings.',
    descriptionAr: 'رف جداري بواجهة منقوشة على الطراز النجدي لمبخرة أو دلة أو كتب. من خشب الأثل المصمت بتثبيت مخفي.',
    priceSar: [190, 380],
    variants: [v('single', 'Single', 'مفرد'), v('two-tiers', 'Two Tiers', 'بطبقتين')],
  },
];

const silverJewellery: ProductKind[] = [
  {
    slug: 'najdi-murtasha-necklace', category: 'silver-jewellery', sellers: ['najd-silver-riyadh'],
    en: 'Najdi Murtasha Necklace', ar: 'قلادة المرتعشة النجدية',
    descriptionEn: 'The bridal necklace of Najd, with rows of trembling silver pendants that chime as the bride walks. Sterling silver, chased by hand and set with red stones.',
    descriptionAr: 'قلادة العروس النجدية بصفوف من المعلّقات الفضية المرتعشة التي ترنّ مع خطوات العروس. فضة خالصة منقوشة يدويًا ومرصّعة بفصوص حمراء.',
    priceSar: [650, 2200],
    variants: [v('full-bridal', 'Full Bridal', 'للعروس كاملة'), v('short', 'Short', 'قصيرة'), v('choker', 'Choker', 'مخنقة')],
  },
  {
    slug: 'asiri-silver-bracelet', category: 'silver-jewellery', sellers: ['asiri-silver-abha'],
    en: 'Asiri Silver Bracelet', ar: 'سوار فضة عسيري',
    descriptionEn: 'A wide cuff of the southern highlands, decorated with granulation and a row of domed bosses. Heavy, with the soft shine of hand-polished silver.',
    descriptionAr: 'سوار عريض من مرتفعات الجنوب مزيّن بالتحبيب وصفّ من القباب الصغيرة. ثقيل، بلمعة الفضة المصقولة يدويًا الهادئة.',
    priceSar: [280, 780], sizes: S.bracelet,
    variants: [v('granulated', 'Granulated', 'محبّب'), v('coral', 'With Coral', 'بالمرجان'), v('twisted-wire', 'Twisted Wire', 'بسلك مجدول')],
  },
  {
    slug: 'carnelian-silver-ring', category: 'silver-jewellery', sellers: ['asiri-silver-abha', 'najd-silver-riyadh'],
    en: 'Silver Ring with Carnelian', ar: 'خاتم فضة بفص عقيق',
    descriptionEn: 'A sterling-silver ring set with a Yemeni carnelian, the stone Arabians have worn for centuries. The setting is hand-pierced so the stone glows against the light.',
    descriptionAr: 'خاتم من الفضة الخالصة بفص عقيق يماني، الحجر الذي لبسه أهل الجزيرة منذ قرون. قاعدة الفص مخرّمة يدويًا فيتوهّج في الضوء.',
    priceSar: [180, 460], sizes: S.ring,
    variants: [v('oval', 'Oval Stone', 'فص بيضاوي'), v('square', 'Square Stone', 'فص مربع'), v('engraved-band', 'Engraved Band', 'بحلقة منقوشة')],
  },
  {
    slug: 'bedouin-silver-earrings', category: 'silver-jewellery', sellers: ['asiri-silver-abha', 'najd-silver-riyadh'],
    en: 'Bedouin Silver Earrings', ar: 'أقراط فضة بدوية',
    descriptionEn: 'Drop earrings with little bells and coins, light enough to wear all day. Made from recycled sterling silver.',
    descriptionAr: 'أقراط متدلية بأجراس وعملات صغيرة، خفيفة تُلبس طوال اليوم. مصنوعة من فضة خالصة معاد تدويرها.',
    priceSar: [160, 380],
    variants: [v('coin-drops', 'Coin Drops', 'بقطع العملة'), v('crescent', 'Crescent', 'هلال'), v('little-bells', 'Little Bells', 'بالأجراس الصغيرة')],
  },
  {
    slug: 'silver-anklet', category: 'silver-jewellery', sellers: ['asiri-silver-abha'],
    en: 'Silver Anklet (Khalkhal)', ar: 'خلخال فضة',
    descriptionEn: 'A traditional anklet with a fringe of small bells, sold singly and made to size. Its soft ring once told a house who was coming.',
    descriptionAr: 'خلخال تقليدي بشرّابة من الأجراس الصغيرة، يباع مفردًا ويُصنع حسب المقاس. كان رنينه الخافت يُعلم أهل البيت بالقادمة.',
    priceSar: [240, 560],
    variants: [v('bells', 'With Bells', 'بالأجراس'), v('plain-band', 'Plain Band', 'حلقة سادة')],
  },
  {
    slug: 'silver-name-pendant', category: 'silver-jewellery', sellers: ['najd-silver-riyadh'],
    en: 'Silver Name Pendant in Arabic Calligraphy', ar: 'قلادة اسم فضية بالخط العربي', customisable: true, gift: true,
    descriptionEn: 'A pendant cut from sterling silver in the shape of a name written in Arabic script, on a 45 cm chain. Write the name in Arabic or English when you order.',
    descriptionAr: 'قلادة مقصوصة من الفضة الخالصة على هيئة اسم مكتوب بالخط العربي، بسلسلة طولها 45 سم. اكتب الاسم بالعربية أو الإنجليزية عند الطلب.',
    priceSar: [220, 420],
    variants: [v('diwani', 'Diwani', 'الديواني'), v('thuluth', 'Thuluth', 'الثلث'), v('square-kufic', 'Square Kufic', 'الكوفي المربع')],
  },
];

const embroidery: ProductKind[] = [
  {
    slug: 'hejazi-thobe', category: 'embroidery', sellers: ['hejaz-needle-jeddah'],
    en: 'Hejazi Embroidered Thobe', ar: 'ثوب حجازي مطرّز',
    descriptionEn: "A loose women's thobe in the Hejazi style, with gold-thread embroidery around the neck and down the front. Soft cotton and silk for family gatherings and Eid.",
    descriptionAr: 'ثوب نسائي فضفاض على الطراز الحجازي، مطرّز بخيوط الذهب حول الرقبة وعلى الصدر. من القطن الممزوج بالحرير للمناسبات العائلية والعيد.',
    priceSar: [450, 1200], sizes: S.clothing, colours: [C.navy, C.burgundy, C.emerald, C.black],
    variants: [v('gold-zari', 'Gold Zari', 'بتطريز الزري الذهبي'), v('sequins', 'Sequin Work', 'بالترتر'), v('rawasheen', 'Rawasheen Motif', 'بنقشة الرواشين')],
  },
  {
    slug: 'asiri-embroidered-dress', category: 'embroidery', sellers: ['khayt-asir-khamis'],
    en: 'Asiri Embroidered Dress', ar: 'ثوب عسيري مطرّز',
    descriptionEn: 'The festive dress of the Asir highlands: black cotton with panels of red, yellow and green chain stitch on the chest and sleeves. Each dress takes weeks of handwork.',
    descriptionAr: 'ثوب المناسبات في مرتفعات عسير: قطن أسود بلوحات من غرزة السلسلة بالأحمر والأصفر والأخضر على الصدر والأكمام. يستغرق كل ثوب أسابيع من العمل اليدوي.',
    priceSar: [520, 1400], sizes: S.clothing,
    variants: [v('festival', 'Festival', 'للمناسبات'), v('bridal', 'Bridal', 'للعروس'), v('everyday', 'Everyday', 'للاستعمال اليومي')],
  },
  {
    slug: 'embroidered-cushion', category: 'embroidery', sellers: ['khayt-asir-khamis', 'hejaz-needle-jeddah'],
    en: 'Embroidered Cushion', ar: 'وسادة مطرّزة',
    descriptionEn: 'A 40 × 40 cm cushion with a hand-embroidered panel on black or cream cotton, filled with feathers. The colours are fast and the cover is washable.',
    descriptionAr: 'وسادة بمقاس 40 × 40 سم بلوحة مطرّزة يدويًا على قطن أسود أو عاجي، محشوة بالريش. ألوانها ثابتة وغطاؤها قابل للغسل.',
    priceSar: [140, 260], colours: [C.black, C.ivory],
    variants: [v('asiri-bands', 'Asiri Bands', 'أشرطة عسيرية'), v('hejazi-star', 'Hejazi Star', 'نجمة حجازية'), v('mountain-flowers', 'Mountain Flowers', 'زهور الجبل')],
  },
  {
    slug: 'embroidered-prayer-mat', category: 'embroidery', sellers: ['hejaz-needle-jeddah'],
    en: 'Embroidered Prayer Mat', ar: 'سجادة صلاة مطرّزة', customisable: true, gift: true,
    descriptionEn: "A padded velvet prayer mat with an embroidered mihrab arch, and the owner's name stitched in the corner if you wish. It folds into a matching pouch for travel.",
    descriptionAr: 'سجادة صلاة مبطّنة من المخمل بمحراب مطرّز، ويُطرّز اسم صاحبها في زاويتها إن رغبت. تُطوى في حقيبة مطابقة للسفر.',
    priceSar: [160, 320],
    variants: [v('green-velvet', 'Green Velvet', 'مخمل أخضر'), v('burgundy-velvet', 'Burgundy Velvet', 'مخمل عنابي'), v('navy-velvet', 'Navy Velvet', 'مخمل كحلي')],
  },
  {
    slug: 'embroidered-tablecloth', category: 'embroidery', sellers: ['hejaz-needle-jeddah'],
    en: 'Embroidered Tablecloth', ar: 'مفرش مائدة مطرّز',
    descriptionEn: "A linen tablecloth for eight, embroidered along its edges with the lattice of Jeddah's wooden rawasheen. Machine washable at 30 °C.",
    descriptionAr: 'مفرش مائدة من الكتان لثمانية أشخاص، مطرّز على حوافه بشبكة الرواشين الخشبية في جدة. يُغسل في الغسالة على 30 درجة.',
    priceSar: [220, 480],
    variants: [v('white-gold', 'White & Gold', 'أبيض وذهبي'), v('sand-blue', 'Sand & Blue', 'رملي وأزرق')],
  },
  {
    slug: 'embroidered-clutch', category: 'embroidery', sellers: ['khayt-asir-khamis', 'hejaz-needle-jeddah'],
    en: 'Embroidered Clutch Bag', ar: 'حقيبة يد مطرّزة',
    descriptionEn: 'An evening clutch with a band of hand embroidery, a magnetic clasp and a detachable chain. Room for a phone, keys and a small perfume.',
    descriptionAr: 'حقيبة سهرة بشريط من التطريز اليدوي وقفل مغناطيسي وسلسلة قابلة للفك. تتسع لهاتف ومفاتيح وعطر صغير.',
    priceSar: [190, 360],
    variants: [v('asiri-colours', 'Asiri Colours', 'ألوان عسيرية'), v('gold-thread', 'Gold Thread', 'خيوط ذهبية'), v('pearl-beads', 'Pearl Beads', 'خرز لؤلؤي')],
  },
];

const calligraphy: ProductKind[] = [
  {
    slug: 'calligraphy-name-plate', category: 'calligraphy', sellers: ['dar-al-khatt-madinah'],
    en: 'Calligraphy Name Plate', ar: 'لوحة اسم بالخط العربي', customisable: true, gift: true,
    descriptionEn: "Your name, or your family's, written by hand by a master calligrapher and framed under glass. Tell us the name when you order; we send a photo for your approval before framing.",
    descriptionAr: 'اسمك أو اسم العائلة بخط يد خطاط متمرّس، في إطار تحت الزجاج. أخبرنا بالاسم عند الطلب وسنرسل صورة لموافقتك قبل التأطير.',
    priceSar: [180, 650], sizes: S.frame,
    variants: [v('thuluth', 'Thuluth Script', 'خط الثلث'), v('diwani', 'Diwani Script', 'الخط الديواني'), v('naskh', 'Naskh Script', 'خط النسخ'), v('gold-leaf', 'Gold Leaf', 'بورق الذهب')],
  },
  {
    slug: 'framed-calligraphy-panel', category: 'calligraphy', sellers: ['dar-al-khatt-madinah'],
    en: 'Framed Calligraphy Panel', ar: 'لوحة خط عربي مؤطّرة',
    descriptionEn: 'An original piece in ink and gouache on hand-burnished paper, signed by the calligrapher and framed in walnut. A certificate of authenticity comes with it.',
    descriptionAr: 'عمل أصلي بالحبر والألوان المائية على ورق مصقول يدويًا، موقّع من الخطاط ومؤطّر بخشب الجوز. ترافقه شهادة أصالة.',
    priceSar: [650, 3200],
    variants: [
      v('ahlan-wa-sahlan', 'Ahlan wa Sahlan (Welcome)', 'أهلًا وسهلًا'),
      v('patience', 'Proverb: Patience Is the Key to Relief', 'مثل: الصبر مفتاح الفرج'),
      v('mutanabbi', 'A Verse of Al-Mutanabbi', 'بيت من شعر المتنبي'),
    ],
  },
  {
    slug: 'personalised-diwani-canvas', category: 'calligraphy', sellers: ['dar-al-khatt-madinah'],
    en: 'Personalised Diwani Canvas', ar: 'لوحة قماشية بالخط الديواني حسب الطلب', customisable: true, gift: true,
    descriptionEn: "A wedding date, a child's name or a favourite line, written in flowing Diwani on stretched canvas. Ready to hang, with a card explaining the words.",
    descriptionAr: 'تاريخ زفاف أو اسم مولود أو عبارة أثيرة، مكتوبة بالديواني الانسيابي على قماش مشدود. جاهزة للتعليق، مع بطاقة تشرح الكلمات.',
    priceSar: [280, 720], sizes: S.frame,
    variants: [v('black-ink', 'Black Ink', 'حبر أسود'), v('gold-ink', 'Gold Ink', 'حبر ذهبي'), v('on-indigo', 'On Indigo', 'على أرضية نيلية')],
  },
  {
    slug: 'reed-pen-set', category: 'calligraphy', sellers: ['dar-al-khatt-madinah'],
    en: 'Reed Pen Calligraphy Set', ar: 'طقم أقلام القصب للخط',
    descriptionEn: 'Reed pens cut for Naskh and Thuluth, a pen knife, an inkwell with silk fibres (liqa) and practice paper. A set chosen by our calligraphers.',
    descriptionAr: 'أقلام قصب مبرية للنسخ والثلث، وسكين بري، ودواة بليقة من الحرير، وورق للتمرين. طقم اختاره خطاطونا.',
    priceSar: [85, 190],
    variants: [v('beginner', 'Beginner', 'للمبتدئين'), v('advanced', 'Advanced', 'للمتقدّمين')],
  },
  {
    slug: 'calligraphy-coasters', category: 'calligraphy', sellers: ['dar-al-khatt-madinah'],
    en: 'Calligraphy Coaster Set', ar: 'طقم قواعد أكواب بالخط العربي', customisable: true,
    descriptionEn: 'Four coasters of lacquered wood, each with a word of welcome in a different script. Initials can be added to the set.',
    descriptionAr: 'أربع قواعد أكواب من الخشب المطلي، على كل منها كلمة ترحيب بخط مختلف. يمكن إضافة الأحرف الأولى من الاسم.',
    priceSar: [60, 120],
    variants: [v('black-lacquer', 'Black Lacquer', 'ورنيش أسود'), v('natural-wood', 'Natural Wood', 'خشب طبيعي')],
  },
];

const qattAsiri: ProductKind[] = [
  {
    slug: 'qatt-asiri-canvas', category: 'qatt-asiri', sellers: ['qatt-almaa-studio'],
    en: 'Al-Qatt Al-Asiri Canvas', ar: 'لوحة قط عسيري على قماش',
    descriptionEn: "An original painting in the Qatt style: bands of triangles, ladders and zigzags in the red, yellow, green and blue of Asir's houses. Acrylic on cotton canvas, signed on the back.",
    descriptionAr: 'لوحة أصلية بأسلوب القط: أشرطة من المثلثات والسلالم والخطوط المتعرّجة بألوان بيوت عسير الأحمر والأصفر والأخضر والأزرق. أكريليك على قماش قطني، موقّعة من الخلف.',
    priceSar: [380, 1800], sizes: S.frame,
    variants: [v('majlis-wall', 'Majlis Wall', 'جدار المجلس'), v('highland-sunrise', 'Highland Sunrise', 'شروق الجبل'), v('green-terraces', 'Green Terraces', 'المدرّجات الخضراء')],
  },
  {
    slug: 'qatt-painted-tray', category: 'qatt-asiri', sellers: ['qatt-almaa-studio'],
    en: 'Qatt-Painted Tray', ar: 'صينية ملوّنة بالقط العسيري',
    descriptionEn: 'A wooden tray hand-painted with Qatt bands and sealed with food-safe varnish. It brightens any coffee table.',
    descriptionAr: 'صينية خشبية مرسومة يدويًا بأشرطة القط ومطلية بورنيش آمن للطعام. تبهج أي طاولة قهوة.',
    priceSar: [150, 290],
    variants: [v('round', 'Round', 'دائرية'), v('rectangular', 'Rectangular', 'مستطيلة')],
  },
  {
    slug: 'qatt-painted-mirror', category: 'qatt-asiri', sellers: ['qatt-almaa-studio'],
    en: 'Qatt-Painted Mirror', ar: 'مرآة بإطار القط العسيري',
    descriptionEn: 'A wall mirror in a wide wooden frame painted with the geometry of Asiri interiors. The paint is layered by hand, so every frame is unique.',
    descriptionAr: 'مرآة جدارية بإطار خشبي عريض مرسوم بهندسة البيوت العسيرية. تُطبق الألوان يدويًا طبقة فوق طبقة فكل إطار فريد.',
    priceSar: [260, 540],
    variants: [v('arched', 'Arched', 'مقوّسة'), v('square', 'Square', 'مربعة'), v('round', 'Round', 'دائرية')],
  },
  {
    slug: 'qatt-storage-chest', category: 'qatt-asiri', sellers: ['qatt-almaa-studio'],
    en: 'Qatt-Painted Storage Chest', ar: 'صندوق تخزين ملوّن بالقط العسيري', customisable: true,
    descriptionEn: 'A pine chest painted with Qatt bands on every side, for blankets or toys. A name can be painted on the lid in the same style.',
    descriptionAr: 'صندوق من خشب الصنوبر مرسوم بأشرطة القط على جوانبه كلها، للبطانيات أو الألعاب. يمكن رسم اسم على الغطاء بالأسلوب نفسه.',
    priceSar: [420, 980],
    variants: [v('blanket-chest', 'Blanket Chest', 'صندوق البطانيات'), v('keepsake', 'Keepsake Chest', 'صندوق الذكريات')],
  },
  {
    slug: 'qatt-ceramic-mugs', category: 'qatt-asiri', sellers: ['qatt-almaa-studio'],
    en: 'Qatt-Painted Mugs, Set of 2', ar: 'كوبان مرسومان بالقط العسيري', gift: true,
    descriptionEn: 'Two glazed ceramic mugs painted by hand with Qatt triangles, safe in the dishwasher. A cheerful pair for morning coffee.',
    descriptionAr: 'كوبان من السيراميك المزجّج مرسومان يدويًا بمثلثات القط، آمنان في غسالة الصحون. ثنائي مبهج لقهوة الصباح.',
    priceSar: [95, 160],
    variants: [v('red-yellow', 'Red & Yellow', 'أحمر وأصفر'), v('blue-green', 'Blue & Green', 'أزرق وأخضر')],
  },
];

const leather: ProductKind[] = [
  {
    slug: 'camel-leather-sandals', category: 'leather', sellers: ['buraydah-leather-house'],
    en: 'Camel-Leather Sandals', ar: 'نعال من جلد الإبل',
    descriptionEn: 'Classic Saudi sandals cut from thick camel leather, with a cushioned sole and a hand-stitched toe strap. They soften and take the shape of the foot within days.',
    descriptionAr: 'نعال سعودية كلاسيكية من جلد الإبل السميك بنعل مريح وسير أمامي مخيط يدويًا. تلين وتأخذ شكل القدم في أيام.',
    priceSar: [180, 380], sizes: S.sandals, colours: [C.tan, C.darkBrown, C.black],
    variants: [v('sharqi', 'Sharqi Style', 'الطراز الشرقي'), v('najdi', 'Najdi Style', 'الطراز النجدي'), v('hasawi', 'Hasawi Style', 'الطراز الحساوي')],
  },
  {
    slug: 'leather-wallet', category: 'leather', sellers: ['buraydah-leather-house'],
    en: 'Leather Wallet', ar: 'محفظة جلدية', customisable: true, gift: true,
    descriptionEn: 'A slim wallet in vegetable-tanned goat leather, stitched by hand with waxed thread. We emboss a name or initials inside at no extra cost.',
    descriptionAr: 'محفظة رفيعة من جلد الماعز المدبوغ نباتيًا، مخيطة يدويًا بخيط مشمّع. نطبع اسمًا أو أحرفًا أولى في داخلها دون تكلفة إضافية.',
    priceSar: [120, 260], colours: [C.tan, C.darkBrown, C.black, C.burgundy],
    variants: [v('bifold', 'Bifold', 'بطيّتين'), v('card-holder', 'Card Holder', 'حافظة بطاقات'), v('long', 'Long Wallet', 'محفظة طويلة')],
  },
  {
    slug: 'leather-messenger-bag', category: 'leather', sellers: ['buraydah-leather-house'],
    en: 'Leather Messenger Bag', ar: 'حقيبة كتف جلدية',
    descriptionEn: 'A shoulder bag in full-grain camel leather with brass buckles and a padded laptop sleeve. Made to be carried every day for decades.',
    descriptionAr: 'حقيبة كتف من جلد الإبل الطبيعي بأبازيم نحاسية وجيب مبطّن للحاسوب. صُنعت لتُحمل كل يوم لعقود.',
    priceSar: [450, 1100], colours: [C.tan, C.darkBrown],
    variants: [v('classic', 'Classic', 'كلاسيكية'), v('sadu-strap', 'With Sadu Strap', 'بحزام سدو')],
  },
  {
    slug: 'leather-saddle-bag', category: 'leather', sellers: ['buraydah-leather-house'],
    en: 'Leather Saddle Bag (Khurj)', ar: 'خُرج جلدي',
    descriptionEn: 'The double bag once thrown over a camel saddle, now a striking wall piece or magazine holder. Decorated with leather tassels and cut-work.',
    descriptionAr: 'الخُرج المزدوج الذي كان يُلقى على ظهر الراحلة، صار اليوم قطعة جدارية لافتة أو حاملًا للمجلات. مزيّن بشرّابات جلدية وتخريم.',
    priceSar: [380, 850],
    variants: [v('tasselled', 'Tasselled', 'بالشرّابات'), v('sadu-panel', 'Sadu Panel', 'بلوحة سدو')],
  },
  {
    slug: 'leather-key-holder', category: 'leather', sellers: ['buraydah-leather-house'],
    en: 'Leather Key Holder', ar: 'ميدالية مفاتيح جلدية', customisable: true, gift: true,
    descriptionEn: 'A small key fob of stitched leather with a solid brass ring. Initials or a short name are stamped on it free of charge.',
    descriptionAr: 'ميدالية مفاتيح صغيرة من الجلد المخيط بحلقة من النحاس المصمت. تُختم عليها الأحرف الأولى أو اسم قصير مجانًا.',
    priceSar: [45, 85], colours: [C.tan, C.black, C.burgundy],
    variants: [v('loop', 'Loop', 'عروة'), v('tag', 'Tag', 'بطاقة')],
  },
  {
    slug: 'leather-pouffe', category: 'leather', sellers: ['buraydah-leather-house'],
    en: 'Leather Pouffe', ar: 'بوف جلدي',
    descriptionEn: "A round pouffe of hand-stitched leather panels, filled firm enough to sit on. At home in the majlis, the living room or the children's room.",
    descriptionAr: 'بوف دائري من ألواح جلدية مخيطة يدويًا، محشو بصلابة تكفي للجلوس. يليق بالمجلس وغرفة المعيشة وغرفة الأطفال.',
    priceSar: [520, 980], colours: [C.tan, C.darkBrown],
    variants: [v('embroidered', 'Embroidered', 'مطرّز'), v('plain', 'Plain', 'سادة')],
  },
];

const incensePerfume: ProductKind[] = [
  {
    slug: 'wooden-mabkhara', category: 'incense-perfume', sellers: ['najran-mabakhir'],
    en: 'Wooden Mabkhara with Brass Inlay', ar: 'مبخرة خشبية مطعّمة بالنحاس',
    descriptionEn: 'A square incense burner on a tall foot, carved from wood and studded with brass and mirror glass. The bowl is lined with metal for charcoal and oud.',
    descriptionAr: 'مبخرة مربعة على قاعدة عالية، منحوتة من الخشب ومرصّعة بالنحاس وقطع المرايا. وعاؤها مبطّن بالمعدن للفحم والعود.',
    priceSar: [140, 480],
    variants: [v('najrani', 'Najrani', 'نجرانية'), v('mirror-work', 'Mirror Work', 'بالمرايا'), v('tall-majlis', 'Tall Majlis', 'طويلة للمجلس')],
  },
  {
    slug: 'clay-mabkhara', category: 'incense-perfume', sellers: ['qarah-clay-ahsa'],
    en: 'Clay Mabkhara', ar: 'مبخرة فخارية',
    descriptionEn: 'A simple incense burner of Al-Qarah clay with a pierced crown that lets the smoke rise in ribbons. The clay stays cool at the foot while the coals burn.',
    descriptionAr: 'مبخرة بسيطة من طين القارة بتاج مخرّم يطلق الدخان في خيوط متموّجة. يبقى الطين باردًا عند القاعدة والجمر مشتعل.',
    priceSar: [65, 140],
    variants: [v('natural-red', 'Natural Red', 'أحمر طبيعي'), v('painted', 'Painted', 'ملوّنة')],
  },
  {
    slug: 'najrani-bakhoor', category: 'incense-perfume', sellers: ['najran-mabakhir'],
    en: 'Najrani Bakhoor', ar: 'بخور نجراني',
    descriptionEn: 'Home-blended bakhoor of oud chips soaked in rose, musk and sandalwood oils, matured for months in sealed jars. A few pieces on the coal scent a whole house.',
    descriptionAr: 'بخور منزلي من رقائق العود المنقوعة بدهن الورد والمسك والصندل، مُعتّق أشهرًا في برطمانات محكمة. قطع قليلة على الجمر تعطّر البيت كله.',
    priceSar: [95, 420], sizes: S.bakhoor,
    variants: [v('oud-rose', 'Oud & Rose', 'عود وورد'), v('white-musk', 'White Musk', 'مسك أبيض'), v('sandalwood', 'Sandalwood', 'صندل')],
  },
  {
    slug: 'taif-rose-oil', category: 'incense-perfume', sellers: ['taif-rose-house'],
    en: 'Taif Rose Oil', ar: 'دهن الورد الطائفي', gift: true,
    descriptionEn: 'Pure rose oil distilled in copper stills from the Taif rose, the harvest of thousands of flowers in every tola. Presented in a hand-cut crystal bottle.',
    descriptionAr: 'دهن ورد خالص مقطّر في القدور النحاسية من الورد الطائفي، في كل تولة منه حصاد آلاف الورود. يُقدَّم في قارورة كريستال مقصوصة يدويًا.',
    priceSar: [320, 1500], sizes: S.roseOil,
    variants: [v('pure', 'Pure', 'صافٍ'), v('aged', 'Aged Two Years', 'معتّق سنتين')],
  },
  {
    slug: 'taif-rose-water', category: 'incense-perfume', sellers: ['taif-rose-house'],
    en: 'Taif Rose Water', ar: 'ماء الورد الطائفي',
    descriptionEn: 'The fragrant water left from distilling rose oil, for sweets, Arabic coffee or a cool face mist. No additives, bottled the week it is distilled.',
    descriptionAr: 'الماء العطري المتبقي من تقطير دهن الورد، للحلويات والقهوة العربية أو رذاذًا منعشًا للوجه. دون إضافات، ويُعبّأ في أسبوع تقطيره.',
    priceSar: [45, 95], sizes: S.roseWater,
    variants: [v('glass-bottle', 'Glass Bottle', 'قارورة زجاجية'), v('mist-spray', 'Mist Spray', 'بخّاخ رذاذ')],
  },
  {
    slug: 'taif-rose-gift-set', category: 'incense-perfume', sellers: ['taif-rose-house'],
    en: 'Taif Rose Gift Set', ar: 'طقم هدية الورد الطائفي', gift: true,
    descriptionEn: 'Rose oil, rose water and rose-scented bakhoor, in a box covered with Sadu fabric. A card with your gift message is tucked inside.',
    descriptionAr: 'دهن ورد وماء ورد وبخور معطّر بالورد، في علبة مكسوّة بقماش السدو. وتوضع في داخلها بطاقة برسالة هديتك.',
    priceSar: [280, 650],
    variants: [v('classic', 'Classic', 'كلاسيكي'), v('royal', 'Royal', 'ملكي'), v('mini', 'Mini', 'صغير')],
  },
  {
    slug: 'taif-rose-soap', category: 'incense-perfume', sellers: ['taif-rose-house'],
    en: 'Taif Rose Soap', ar: 'صابون الورد الطائفي',
    descriptionEn: 'Cold-process soap made with Taif rose water, olive oil and dried petals, cured for six weeks. Gentle enough for the face.',
    descriptionAr: 'صابون مصنوع بالطريقة الباردة من ماء الورد الطائفي وزيت الزيتون والبتلات المجففة، مُعتّق ستة أسابيع. لطيف بما يكفي للوجه.',
    priceSar: [45, 80],
    variants: [v('single-bar', 'Single Bar', 'قطعة واحدة'), v('trio-box', 'Trio Box', 'علبة بثلاث قطع')],
  },
];

const coffeeDates: ProductKind[] = [
  {
    slug: 'brass-dallah', category: 'coffee-dates', sellers: ['dallah-heritage-unaizah'],
    en: 'Brass Dallah', ar: 'دلة نحاسية',
    descriptionEn: 'A hand-hammered coffee pot with the long beak and crescent lid of the Qassim style, tinned inside for safe brewing. Polish it with lemon and salt to keep its glow.',
    descriptionAr: 'دلة مطروقة يدويًا بمنقار طويل وغطاء هلالي على الطراز القصيمي، مبطّنة بالقصدير من الداخل لتحضير آمن. تُلمّع بالليمون والملح لتحافظ على بريقها.',
    priceSar: [180, 650], sizes: S.dallah,
    variants: [v('qassimi', 'Qassimi', 'قصيمية'), v('hasawi', 'Hasawi', 'حساوية'), v('engraved', 'Engraved', 'منقوشة')],
  },
  {
    slug: 'finjan-set', category: 'coffee-dates', sellers: ['dallah-heritage-unaizah'],
    en: 'Porcelain Finjan Set of 12', ar: 'طقم فناجين بورسلان من 12 فنجانًا',
    descriptionEn: 'Twelve finjans with hand-painted rims, the right size for Arabic coffee poured a third full. Gift-boxed and ready for the majlis.',
    descriptionAr: 'اثنا عشر فنجانًا بحواف مرسومة يدويًا، بالحجم المناسب للقهوة العربية تُصبّ ثلثه. في علبة هدية جاهزة للمجلس.',
    priceSar: [85, 220],
    variants: [v('gold-rim', 'Gold Rim', 'حافة ذهبية'), v('sadu-band', 'Sadu Band', 'شريط السدو'), v('plain-white', 'Plain White', 'أبيض سادة')],
  },
  {
    slug: 'bedouin-coffee-set', category: 'coffee-dates', sellers: ['dallah-heritage-unaizah'],
    en: 'Bedouin Coffee Set', ar: 'طقم القهوة البدوي', gift: true,
    descriptionEn: 'Everything for the coffee ritual: a brass dallah, a roasting pan, a mortar, six finjans and a serving tray, in a wooden chest. The set a family hands down.',
    descriptionAr: 'كل ما تحتاجه القهوة: دلة نحاسية ومحماس ونجر وستة فناجين وصينية تقديم، في صندوق خشبي. الطقم الذي تتوارثه العائلة.',
    priceSar: [650, 1600],
    variants: [v('classic', 'Classic', 'كلاسيكي'), v('deluxe', 'Deluxe', 'فاخر')],
  },
  {
    slug: 'brass-nijr', category: 'coffee-dates', sellers: ['dallah-heritage-unaizah'],
    en: 'Brass Coffee Mortar (Nijr)', ar: 'نجر نحاسي',
    descriptionEn: 'A heavy brass mortar and pestle for crushing roasted beans and cardamom, ringing like a bell with every stroke. Cast and turned in Unaizah.',
    descriptionAr: 'هاون نحاسي ثقيل بيده لدقّ البن المحمّص والهيل، يرنّ كالجرس مع كل ضربة. مصبوب ومخروط في عنيزة.',
    priceSar: [260, 620],
    variants: [v('plain', 'Plain', 'سادة'), v('engraved', 'Engraved', 'منقوش')],
  },
  {
    slug: 'coffee-roasting-pan', category: 'coffee-dates', sellers: ['dallah-heritage-unaizah'],
    en: 'Coffee Roasting Pan (Mihmas)', ar: 'محماس قهوة',
    descriptionEn: 'A long-handled iron pan with a stirring rod, for roasting green coffee beans over coals until they turn golden. The smell is half of the hospitality.',
    descriptionAr: 'محماس من الحديد بمقبض طويل ومحراك، لتحميص حبوب البن الخضراء على الجمر حتى تصير ذهبية. رائحته نصف الضيافة.',
    priceSar: [120, 260],
    variants: [v('forged-iron', 'Forged Iron', 'حديد مطروق'), v('brass-handle', 'Brass Handle', 'بمقبض نحاسي')],
  },
  {
    slug: 'date-gift-box', category: 'coffee-dates', sellers: ['ula-palm-gifts'],
    en: 'Date Gift Box', ar: 'علبة تمور هدية', customisable: true, gift: true,
    descriptionEn: 'Dates from our own palms, arranged by hand in a box of palm wood, with a name or message engraved on the lid if you wish. Every box is packed the week it ships.',
    descriptionAr: 'تمور من نخيل مزرعتنا مرتّبة يدويًا في علبة من خشب النخيل، ويُنقش على غطائها اسم أو رسالة إن رغبت. تُعبّأ كل علبة في أسبوع شحنها.',
    priceSar: [150, 480],
    variants: [
      v('majdool', 'Majdool', 'مجدول'),
      v('barni', 'Barni', 'برني', "Barni, the soft amber date of Al-Ula's orchards.", 'البرني، تمر بساتين العلا الكهرماني الطري.'),
      v('mixed', 'Mixed Selection', 'تشكيلة منوّعة'),
      v('almond-stuffed', 'Stuffed with Almonds', 'محشوّة باللوز'),
    ],
  },
  {
    slug: 'coffee-dates-hamper', category: 'coffee-dates', sellers: ['ula-palm-gifts', 'dallah-heritage-unaizah'],
    en: 'Coffee & Dates Hamper', ar: 'سلة هدايا القهوة والتمر', gift: true,
    descriptionEn: 'A khoos basket of dates, freshly roasted Arabic coffee with cardamom and saffron, and four finjans, tied with a palm-fibre ribbon. We add a card with your message.',
    descriptionAr: 'سلة خوص فيها تمر وقهوة عربية محمّصة حديثًا بالهيل والزعفران وأربعة فناجين، مربوطة بشريط من ليف النخيل. ونضيف بطاقة برسالتك.',
    priceSar: [240, 780],
    variants: [v('majlis', 'Majlis', 'المجلس'), v('ramadan', 'Ramadan', 'رمضان'), v('eid', 'Eid', 'العيد')],
  },
];

export const PRODUCT_KINDS: readonly ProductKind[] = [
  ...saduWeaving,
  ...pottery,
  ...palmCrafts,
  ...woodCarving,
  ...silverJewellery,
  ...embroidery,
  ...calligraphy,
  ...qattAsiri,
  ...leather,
  ...incensePerfume,
  ...coffeeDates,
];
