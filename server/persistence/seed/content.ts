// The written content of the storefront: frequently asked questions and the static pages
// (about us, terms, privacy policy, returns, shipping), in English and Modern Standard Arabic.
// Page bodies are paragraphs separated by blank lines.
import type { faqs, staticPages } from '../schema';

export type FaqRow = typeof faqs.$inferInsert;
export type StaticPageRow = Omit<typeof staticPages.$inferInsert, 'updatedAt'>;

const faq = (id: number, questionEn: string, questionAr: string, answerEn: string, answerAr: string): FaqRow => ({
  id,
  questionEn,
  questionAr,
  answerEn,
  answerAr,
  sortOrder: id,
});

export const FAQS: readonly FaqRow[] = [
  faq(
    1,
    'How do I place an order?',
    'كيف أطلب منتجًا؟',
    'Add the products you like to your cart, open the cart and choose "Checkout". Log in or create an account, choose one of your saved addresses, check the delivery fees and confirm. You will receive an order code such as HRF-000123 to follow your order.',
    'أضف المنتجات التي تعجبك إلى السلة، ثم افتح السلة واختر "إتمام الطلب". سجّل الدخول أو أنشئ حسابًا، واختر أحد عناوينك المحفوظة، وراجع رسوم التوصيل ثم أكّد الطلب. سيصلك رمز للطلب مثل HRF-000123 لتتابع به طلبك.',
  ),
  faq(
    2,
    'Do I need an account to buy?',
    'هل أحتاج إلى حساب للشراء؟',
    'You can browse and fill a cart without an account. To complete an order you need to log in, so that we know where to deliver and can keep you informed. Your cart is kept when you log in.',
    'يمكنك التصفح وإضافة المنتجات إلى السلة دون حساب. أما إتمام الطلب فيتطلب تسجيل الدخول لنعرف عنوان التوصيل ونبقيك على اطلاع. وتبقى سلتك كما هي بعد تسجيل الدخول.',
  ),
  faq(
    3,
    'How much does shipping cost and how long does it take?',
    'كم تكلفة الشحن وكم يستغرق؟',
    "Each store sets its own delivery fee for each region of the Kingdom; you see it on the product page and in the cart before you pay. Products marked 'Free shipping' are delivered at no charge. Most orders arrive within 3 to 7 working days; made-to-order pieces take longer, as stated on the product.",
    'يحدّد كل متجر رسوم التوصيل لكل منطقة من مناطق المملكة، وتظهر لك في صفحة المنتج وفي السلة قبل الدفع. أما المنتجات الموسومة بـ"شحن مجاني" فتوصَل دون رسوم. تصل معظم الطلبات خلال 3 إلى 7 أيام عمل، وتستغرق القطع المصنوعة حسب الطلب وقتًا أطول كما هو مبيّن في المنتج.',
  ),
  faq(
    4,
    "Why does the cart say there is no shipping to my address?",
    'لماذا تذكر السلة أنه لا يوجد شحن إلى عنواني؟',
    'Some workshops cannot deliver large or fragile pieces to every region. If a store does not serve the region of your address, choose another address or remove that store\'s products from the cart; the rest of your order can still be delivered.',
    'بعض المشاغل لا تستطيع توصيل القطع الكبيرة أو القابلة للكسر إلى كل المناطق. إذا كان المتجر لا يخدم منطقة عنوانك فاختر عنوانًا آخر أو احذف منتجات ذلك المتجر من السلة، ويمكن توصيل بقية طلبك.',
  ),
  faq(
    5,
    'How does the Herfa wallet work?',
    'كيف تعمل محفظة حِرفة؟',
    'Your wallet holds a balance in Saudi riyals, from top-ups and from refunds of cancelled orders. At checkout the wallet is used first; if the balance does not cover the total, you confirm paying the rest by card. You can see every movement under Profile → Wallet.',
    'تحتفظ محفظتك برصيد بالريال السعودي من عمليات الشحن ومن مبالغ الطلبات الملغاة المستردة. عند إتمام الطلب يُخصم من المحفظة أولًا، وإذا لم يكفِ الرصيد تؤكّد دفع الباقي بالبطاقة. وتجد كل حركة في الملف الشخصي ← المحفظة.',
  ),
  faq(
    6,
    'Which payment methods do you accept?',
    'ما طرق الدفع المتاحة؟',
    'You can pay with your Herfa wallet balance, with a card (mada, Visa or Mastercard), or with both together. All prices include 15 % VAT, and every order comes with a tax invoice you can download.',
    'يمكنك الدفع من رصيد محفظة حِرفة، أو بالبطاقة (مدى أو فيزا أو ماستركارد)، أو بالاثنين معًا. جميع الأسعار شاملة ضريبة القيمة المضافة 15٪، ولكل طلب فاتورة ضريبية يمكنك تنزيلها.',
  ),
  faq(
    7,
    'Can I have a name written on a product?',
    'هل يمكن كتابة اسم على المنتج؟',
    "Products marked 'Customisable' accept a name or short text: calligraphy name plates, engraved boxes, leather wallets and more. Type the name on the product page before adding it to the cart. The artisan writes it by hand, so please check the spelling carefully.",
    'المنتجات الموسومة بـ"قابل للتخصيص" تقبل اسمًا أو نصًا قصيرًا، مثل لوحات الأسماء بالخط العربي والصناديق المنقوشة والمحافظ الجلدية وغيرها. اكتب الاسم في صفحة المنتج قبل إضافته إلى السلة. يكتبه الحرفي بيده، فتأكّد من الإملاء جيدًا.',
  ),
  faq(
    8,
    'Can I send a product as a gift with a message?',
    'هل يمكنني إرسال منتج هدية مع رسالة؟',
    'Yes. Products in the Gifts section accept a gift text, which the store writes on a card packed with the gift. Prices are not included in gift parcels.',
    'نعم. منتجات قسم الهدايا تقبل نص إهداء يكتبه المتجر على بطاقة توضع مع الهدية. ولا تُرفق الأسعار في طرود الهدايا.',
  ),
  faq(
    9,
    'How do I cancel an order?',
    'كيف ألغي طلبًا؟',
    'Open the order under Orders and choose "Cancel order", then tell us the reason. An order can be cancelled while it is new or being prepared; once it has been shipped it can no longer be cancelled, but it can be returned. The amount paid is refunded to your wallet at once.',
    'افتح الطلب من قسم الطلبات واختر "إلغاء الطلب"، ثم أخبرنا بالسبب. يمكن إلغاء الطلب ما دام جديدًا أو قيد التجهيز، فإذا شُحن لم يعد إلغاؤه ممكنًا لكن يمكن إرجاعه. ويُعاد المبلغ المدفوع إلى محفظتك فورًا.',
  ),
  faq(
    10,
    'What is your returns policy?',
    'ما سياسة الإرجاع لديكم؟',
    'You may return a product within 7 days of receiving it, unused and in its original packaging. Customised products and opened perfumes and foods cannot be returned unless they arrive damaged or different from what you ordered. See the Returns page for the details.',
    'يمكنك إرجاع المنتج خلال 7 أيام من استلامه، غير مستعمل وفي تغليفه الأصلي. لا يمكن إرجاع المنتجات المخصّصة ولا العطور والأطعمة المفتوحة إلا إذا وصلت تالفة أو مختلفة عما طلبت. راجع صفحة الإرجاع للتفاصيل.',
  ),
  faq(
    11,
    'Are the products really handmade in Saudi Arabia?',
    'هل المنتجات مصنوعة يدويًا في السعودية فعلًا؟',
    'Every store on Herfa is a workshop, family or cooperative in the Kingdom that makes what it sells. We visit new stores before they join and each product page names the workshop and its city.',
    'كل متجر في حِرفة مشغل أو أسرة أو جمعية في المملكة تصنع ما تبيعه. نزور المتاجر الجديدة قبل انضمامها، وتذكر كل صفحة منتج اسم المشغل ومدينته.',
  ),
  faq(
    12,
    'I forgot my password. What should I do?',
    'نسيت كلمة المرور، ماذا أفعل؟',
    'Choose "Forgot password" on the login page and enter your email. We send you a one-time code that is valid for a short time; enter it with your new password. For your safety, only a few attempts are allowed.',
    'اختر "نسيت كلمة المرور" في صفحة تسجيل الدخول وأدخل بريدك الإلكتروني. سنرسل إليك رمزًا لمرة واحدة صالحًا لمدة قصيرة، فأدخله مع كلمة المرور الجديدة. ولسلامتك يُسمح بعدد محدود من المحاولات.',
  ),
];

const page = (slug: string, titleEn: string, titleAr: string, paragraphsEn: string[], paragraphsAr: string[]): StaticPageRow => ({
  slug,
  titleEn,
  titleAr,
  bodyEn: paragraphsEn.join('\n\n'),
  bodyAr: paragraphsAr.join('\n\n'),
});

export const STATIC_PAGES: readonly StaticPageRow[] = [
  page(
    'about-us',
    'About Herfa',
    'عن حِرفة',
    [
      'Herfa (حِرفة, "craft") is a marketplace for the handicrafts of Saudi Arabia. It brings the work of weavers, potters, silversmiths, carpenters, embroiderers and calligraphers from every region of the Kingdom to one place, priced in Saudi riyals and delivered to your door.',
      'Behind every product is a real workshop: Bedouin women weaving Sadu in Ha\'il, potters firing the red clay of Al-Qarah in Al-Ahsa, khoos plaiters in the palm groves of Al-Qatif, painters of Al-Qatt Al-Asiri in Rijal Almaa, rose distillers on the mountain road of Taif. We name them on every page because the maker matters as much as the thing.',
      'Many of these crafts were learnt at home and passed from mother to daughter and father to son. Buying directly from the people who still practise them keeps the skills alive and pays the artisan fairly: stores set their own prices and receive the larger part of every sale.',
      'Herfa is bilingual from the ground up. Everything you read here exists in Arabic and English, and you can switch language at any time without losing your cart.',
      'We would love to hear from you, whether you are a shopper with a question or a workshop that would like to join. Write to us from the Contact page.',
    ],
    [
      'حِرفة سوق إلكترونية للحِرف اليدوية السعودية. تجمع أعمال النسّاجات والفخّارين وصاغة الفضة والنجّارين والمطرّزات والخطاطين من كل مناطق المملكة في مكان واحد، بأسعار بالريال السعودي وتوصيل حتى باب بيتك.',
      'وراء كل منتج مشغل حقيقي: نساجات بدويات ينسجن السدو في حائل، وفخّارون يحرقون طين القارة الأحمر في الأحساء، وصانعات خوص في بساتين نخيل القطيف، ورسّامات القط العسيري في رجال ألمع، ومقطّرو الورد على طريق الهدا في الطائف. نذكرهم في كل صفحة لأن الصانع لا يقل أهمية عن المصنوع.',
      'تعلّم كثيرون هذه الحِرف في البيت وتوارثوها من الأم إلى ابنتها ومن الأب إلى ابنه. والشراء مباشرة ممن ما زالوا يمارسونها يحفظ المهارة حيّة ويُنصف الحرفي، فالمتاجر تحدد أسعارها بنفسها وتنال الجزء الأكبر من كل بيع.',
      'حِرفة ثنائية اللغة من أساسها: كل ما تقرؤه هنا موجود بالعربية والإنجليزية، ويمكنك تبديل اللغة متى شئت دون أن تفقد سلتك.',
      'يسعدنا أن نسمع منك، سواء كنت متسوقًا لديه سؤال أو مشغلًا يرغب في الانضمام. راسلنا من صفحة التواصل.',
    ],
  ),
  page(
    'terms',
    'Terms and Conditions',
    'الشروط والأحكام',
    [
      'These terms apply to every use of the Herfa website and every order placed through it. By creating an account or placing an order you accept them. Herfa operates the marketplace; each product is sold by the store named on its page, which is responsible for making and shipping it.',
      'To order you need an account with a valid email address and Saudi mobile number. You are responsible for keeping your password secret and for all activity under your account. Tell us at once if you suspect someone else has used it.',
      'Prices are in Saudi riyals and include value added tax at 15 %. A discount shown on a product applies to its list price. Delivery fees are set by each store per region and are shown before you pay. We may correct obvious pricing errors; if an error affects an order you have placed, we will contact you before it ships.',
      'An order is accepted when you receive its order code. Payment is taken from your wallet first and then from your card for any remainder. Cancellations, returns and refunds follow our Returns policy.',
      'Customised products are made to your instructions. Please check names and texts carefully: the artisan writes exactly what you type.',
      'The photographs, texts and designs on Herfa belong to Herfa or to the stores and may not be copied without permission. These terms are governed by the laws of the Kingdom of Saudi Arabia, including the E-Commerce Law and its implementing regulations.',
    ],
    [
      'تسري هذه الشروط على كل استخدام لموقع حِرفة وعلى كل طلب يتم من خلاله، وبإنشائك حسابًا أو إتمامك طلبًا فإنك تقبلها. تدير حِرفة السوق، ويبيع كل منتجٍ المتجرُ المذكور في صفحته، وهو المسؤول عن صنعه وشحنه.',
      'يتطلب الطلب حسابًا ببريد إلكتروني صحيح ورقم جوال سعودي. وأنت مسؤول عن سرية كلمة المرور وعن كل نشاط يتم عبر حسابك، فأخبرنا فورًا إن اشتبهت في استخدام غيرك له.',
      'الأسعار بالريال السعودي وشاملة ضريبة القيمة المضافة بنسبة 15٪. والخصم الظاهر على المنتج يُطبّق على سعره الأصلي. ويحدد كل متجر رسوم التوصيل لكل منطقة وتظهر لك قبل الدفع. ويحق لنا تصحيح أخطاء التسعير الواضحة، وإن مسّ الخطأ طلبًا أتممته تواصلنا معك قبل شحنه.',
      'يُقبل الطلب عند وصول رمز الطلب إليك. ويُخصم المبلغ من محفظتك أولًا ثم من بطاقتك للباقي إن وُجد. ويخضع الإلغاء والإرجاع والاسترداد لسياسة الإرجاع لدينا.',
      'تُصنع المنتجات المخصّصة وفق تعليماتك، فراجع الأسماء والنصوص جيدًا لأن الحرفي يكتب ما تكتبه حرفيًا.',
      'الصور والنصوص والتصاميم في حِرفة مملوكة لحِرفة أو للمتاجر ولا يجوز نسخها دون إذن. وتخضع هذه الشروط لأنظمة المملكة العربية السعودية، ومنها نظام التجارة الإلكترونية ولائحته التنفيذية.',
    ],
  ),
  page(
    'privacy-policy',
    'Privacy Policy',
    'سياسة الخصوصية',
    [
      'This policy explains what personal data Herfa collects, why, and what rights you have. We process personal data in accordance with the Saudi Personal Data Protection Law.',
      'We collect what you give us: your name, email address, mobile number, delivery addresses and, if you choose, a location on the map. We also keep your orders, wallet movements, favourites, reviews and messages you send us. Card details are handled by our payment provider and never stored by Herfa.',
      'We use your data to deliver your orders, to let the store that makes your product know where to send it, to send you order updates and the one-time codes you request, and to answer your messages. If you subscribe to our newsletter we send it until you unsubscribe.',
      'Passwords are stored only as salted hashes. Your session is kept by a token that expires, and longer if you choose "Remember me".',
      'We share your name, phone number and delivery address only with the stores whose products you order, and with the carrier that delivers them. We do not sell personal data.',
      'You may ask to see, correct or delete your data at any time from your profile or by writing to us. Some records, such as tax invoices, must be kept for the period the law requires.',
    ],
    [
      'توضح هذه السياسة البيانات الشخصية التي تجمعها حِرفة وسبب جمعها والحقوق التي لك. ونعالج البيانات الشخصية وفق نظام حماية البيانات الشخصية في المملكة العربية السعودية.',
      'نجمع ما تقدّمه لنا: اسمك وبريدك الإلكتروني ورقم جوالك وعناوين التوصيل، وموقعًا على الخريطة إن اخترت ذلك. ونحتفظ كذلك بطلباتك وحركات محفظتك ومفضلاتك وتقييماتك والرسائل التي ترسلها إلينا. أما بيانات البطاقة فيتولاها مزوّد الدفع ولا تخزنها حِرفة أبدًا.',
      'نستخدم بياناتك لتوصيل طلباتك، ولإعلام المتجر الذي يصنع منتجك بمكان إرساله، ولإرسال تحديثات الطلبات ورموز المرة الواحدة التي تطلبها، وللرد على رسائلك. وإن اشتركت في نشرتنا البريدية أرسلناها إليك حتى تلغي اشتراكك.',
      'لا تُخزَّن كلمات المرور إلا مجزّأة ومملّحة. وتُحفظ جلستك برمز تنتهي صلاحيته، وتطول مدته إن اخترت "تذكرني".',
      'لا نشارك اسمك ورقم جوالك وعنوان التوصيل إلا مع المتاجر التي تطلب منتجاتها ومع شركة الشحن التي توصلها. ولا نبيع البيانات الشخصية.',
      'يحق لك في أي وقت أن تطلب الاطلاع على بياناتك أو تصحيحها أو حذفها من ملفك الشخصي أو بمراسلتنا. وبعض السجلات كالفواتير الضريبية يجب الاحتفاظ بها المدة التي يقتضيها النظام.',
    ],
  ),
  page(
    'returns',
    'Returns and Refunds',
    'الإرجاع والاسترداد',
    [
      'You may cancel an order while it is new or being prepared: open it under Orders, choose "Cancel order" and give the reason. The full amount, including delivery fees, is returned to your Herfa wallet at once.',
      'Once an order has been delivered you may return a product within 7 days of receiving it, unused, undamaged and in its original packaging. Start the return from the order page; the store arranges the collection.',
      'Because they are made for you or cannot be resold, customised products (with a name or text), opened perfumes and rose oil, bakhoor, and dates and other foods cannot be returned, unless they arrive damaged, faulty or different from what you ordered.',
      'If a product arrives damaged or wrong, tell us within 3 days of delivery with a photo. We will arrange a replacement or a full refund including delivery, and you will not pay for the return.',
      'Refunds go to your Herfa wallet within one working day of the store receiving the product, and you can use the balance for your next order straight away. If you paid part of the order by card and prefer a refund to the card, write to us.',
      'Handmade pieces vary slightly in colour, size and pattern; such natural variations are part of their character and are not defects.',
    ],
    [
      'يمكنك إلغاء الطلب ما دام جديدًا أو قيد التجهيز: افتحه من قسم الطلبات واختر "إلغاء الطلب" واذكر السبب. ويُعاد المبلغ كاملًا مع رسوم التوصيل إلى محفظة حِرفة فورًا.',
      'بعد تسلّم الطلب يمكنك إرجاع المنتج خلال 7 أيام من استلامه، غير مستعمل وسليمًا وفي تغليفه الأصلي. ابدأ الإرجاع من صفحة الطلب، ويرتّب المتجر استلامه.',
      'لأنها صُنعت لك أو لا يمكن إعادة بيعها، لا يمكن إرجاع المنتجات المخصّصة (باسم أو نص) ولا العطور ودهن الورد المفتوح ولا البخور ولا التمور وسائر الأطعمة، إلا إذا وصلت تالفة أو معيبة أو مختلفة عما طلبت.',
      'إذا وصلك منتج تالف أو غير الذي طلبته فأخبرنا خلال 3 أيام من التسليم مع صورة، وسنرتب لك بديلًا أو استردادًا كاملًا يشمل التوصيل، ولن تتحمل تكلفة الإرجاع.',
      'تُعاد المبالغ إلى محفظة حِرفة خلال يوم عمل من استلام المتجر للمنتج، ويمكنك استخدام الرصيد في طلبك التالي مباشرة. وإن دفعت جزءًا من الطلب بالبطاقة وتفضّل الاسترداد إليها فراسلنا.',
      'تختلف القطع اليدوية اختلافًا يسيرًا في اللون والمقاس والنقش، وهذه الفروق الطبيعية جزء من طابعها وليست عيوبًا.',
    ],
  ),
  page(
    'shipping',
    'Shipping and Delivery',
    'الشحن والتوصيل',
    [
      'Herfa delivers across the Kingdom of Saudi Arabia. Each store ships its own products from its workshop, so an order with products from several stores may arrive in several parcels.',
      "Every store sets a delivery fee for each region, lower in its own region and higher further away. The fee appears on the product page for your default address and in the cart before you pay. Products marked 'Free shipping' are delivered without a fee.",
      'Some stores do not deliver to every region, usually because their pieces are large or fragile. If a store does not serve the region of the address you chose, the cart tells you, and you can choose another address.',
      'Ready-made products usually arrive within 3 to 7 working days. Made-to-order and customised pieces need time in the workshop first; the product page says how long.',
      "When your order is shipped its status changes to 'Shipped' and you receive a notification. Please make sure your mobile number is correct so the courier can reach you.",
    ],
    [
      'توصل حِرفة إلى جميع أنحاء المملكة العربية السعودية. ويشحن كل متجر منتجاته من مشغله، لذلك قد يصل الطلب الذي يضم منتجات من عدة متاجر في أكثر من طرد.',
      'يحدد كل متجر رسوم توصيل لكل منطقة، أقل في منطقته وأعلى كلما بعدت المسافة. وتظهر الرسوم في صفحة المنتج حسب عنوانك الافتراضي وفي السلة قبل الدفع. أما المنتجات الموسومة بـ"شحن مجاني" فتوصَل دون رسوم.',
      'بعض المتاجر لا توصل إلى كل المناطق، غالبًا لأن قطعها كبيرة أو قابلة للكسر. فإذا كان المتجر لا يخدم منطقة العنوان الذي اخترته نبّهتك السلة، ويمكنك اختيار عنوان آخر.',
      'تصل المنتجات الجاهزة عادة خلال 3 إلى 7 أيام عمل. أما القطع المصنوعة حسب الطلب والمخصّصة فتحتاج أولًا إلى وقت في المشغل، وتذكر صفحة المنتج المدة اللازمة.',
      'عند شحن طلبك تتغير حالته إلى "تم الشحن" ويصلك إشعار بذلك. فتأكد من صحة رقم جوالك ليتمكن المندوب من التواصل معك.',
    ],
  ),
];
