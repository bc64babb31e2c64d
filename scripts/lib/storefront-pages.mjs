// The pages the web measurements visit, in both languages: home, the full listing, one product
// and one search. The product and the searches are checked against the API, so a measurement
// never weighs a "not found" or an empty result by mistake.
const SEARCHES = { en: 'sadu', ar: 'سدو' };

async function getJson(url, language) {
  const response = await fetch(url, { headers: { 'Accept-Language': language } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json();
}

/** `[{ name, language, kind, url }]`, English then Arabic for each kind of page. */
export async function storefrontPages(origin) {
  const listing = await getJson(`${origin}/api/products?pageSize=1`, 'en');
  const slug = listing.items[0]?.slug;
  if (!slug) throw new Error('the catalogue API lists no product');
  for (const [language, query] of Object.entries(SEARCHES)) {
    const found = await getJson(`${origin}/api/search/products?${new URLSearchParams({ q: query })}`, language);
    if (found.items.length === 0) throw new Error(`searching "${query}" in ${language} finds no product`);
  }
  const kinds = {
    home: () => '',
    listing: () => '/products/all',
    product: () => `/products/details/${slug}`,
    search: (language) => `/search-results/products?${new URLSearchParams({ q: SEARCHES[language] })}`,
  };
  return Object.entries(kinds).flatMap(([kind, path]) =>
    ['en', 'ar'].map((language) => ({
      name: `${kind} (${language})`,
      language,
      kind,
      url: `${origin}/${language}${path(language)}`,
    })),
  );
}
