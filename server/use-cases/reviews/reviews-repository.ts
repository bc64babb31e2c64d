// The port of shoppers' reviews: what decides whether a shopper may review a product (the product
// exists, the shopper reviewed it already, a delivered order of theirs holds it) and the review
// itself with the product's rating counters. An adapter stores and reads them
// (server/persistence/reviews, or an in-memory one in tests); the use cases in reviews.ts decide.

/** A review to store: the use case has checked who may write it and stamped it. */
export interface NewReview {
  readonly productSlug: string;
  /** 1 to 5. */
  readonly rating: number;
  /** As the shopper wrote it, trimmed. */
  readonly body: string;
  readonly createdAt: Date;
}

/** A review as stored. */
export interface StoredReview {
  readonly id: string;
  readonly productSlug: string;
  readonly rating: number;
  readonly body: string;
  readonly createdAt: Date;
}

/** What is asked about one shopper and a product before they review it; read-only. */
export interface ReviewQuestions {
  /** Whether the catalogue has a product of this slug. */
  productExists(productSlug: string): Promise<boolean>;
  /** Whether the shopper has a review of the product. */
  hasReviewed(productSlug: string): Promise<boolean>;
  /** Whether one of the shopper's own orders holding the product is delivered (another status, or another shopper's order, is not). */
  hasReceived(productSlug: string): Promise<boolean>;
}

/** One shopper's reviews while they are being written: none of that shopper's other turns runs meanwhile. */
export interface ReviewsTurn extends ReviewQuestions {
  /**
   * Stores the shopper's review and adds it to the product's rating counters (count + 1, sum +
   * rating), both or neither. Null, changing nothing, when the shopper already has a review of
   * the product. A product the catalogue lacks or a rating outside 1 to 5 is refused (it throws).
   */
  addReview(review: NewReview): Promise<StoredReview | null>;
  /** The shopper's full name as stored; null when there is no such account. */
  authorName(): Promise<string | null>;
}

export interface ReviewsRepository {
  /** The questions about the shopper, answered as things stand now (outside any turn). */
  questionsFor(userId: string): ReviewQuestions;
  /**
   * Runs `work` as one turn of the shopper's: one shopper's turns run one after another (each sees
   * what the one before wrote), and when `work` throws, nothing it wrote stays. Another shopper's
   * turns need not wait.
   */
  inShopperTurn<T>(userId: string, work: (turn: ReviewsTurn) => Promise<T>): Promise<T>;
}
