// Search analysis for both languages: what a product or store is indexed under, what a query
// asks for, and how close two terms are. The store keeps the terms; this decides them.
export { documentTerms, indexTerms, matchesQuery, queryTerms, termOf, MAX_TERM_LENGTH, PREFIX_MIN_LENGTH } from './analyse';
export type { DocumentFields, DocumentTerms, QueryTerm } from './analyse';
export { closestTerms, deletionVariants, withinOneEdit, TYPO_MIN_LENGTH } from './edit-distance';
