// What a product review may be: the stars and the bounds of its text, shared by the API's
// validation and the storefront's form.

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_BODY_MIN_LENGTH = 10;
export const REVIEW_BODY_MAX_LENGTH = 2000;
