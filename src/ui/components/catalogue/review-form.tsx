// Writing a review on the product page (anchor #write-review): a signed-in shopper whose
// delivered order holds the product rates it 1 to 5 stars (a radio group) and writes a text
// within the contract's bounds, once. A shopper who has not received it, or has reviewed it
// already, is told so politely; a guest is offered to sign in. Part of the product page's chunk;
// its gateway loads on the first question.
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import '../../forms/form-styles';
import '@mantine/core/styles/VisuallyHidden.css';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Text, Textarea, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isRequestFailure } from '../../../application/ports/request-failure';
import type { ReviewEligibility } from '../../../application/ports/reviews-gateway';
import { REVIEW_BODY_MAX_LENGTH, REVIEW_BODY_MIN_LENGTH } from '../../../domain/review';
import { failureMessage } from '../../forms/failure-message';
import { useFormat } from '../../format';
import { usePorts } from '../../ports';
import { useLanguage } from '../../use-language';
import { useSession } from '../../use-session';
import { useRemote } from './use-remote';
import classes from './review-form.module.css';
import { ClientForm } from '../../forms/client-form';

export const WRITE_REVIEW_ID = 'write-review';
const STARS = [1, 2, 3, 4, 5] as const;
const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

export interface ReviewFormProps {
  readonly productSlug: string;
  readonly productName: string;
  /** The review was posted: the page reads the product again (its reviews and rating summary). */
  readonly onReviewed: () => void;
}

export type BodyProblem = 'bodyRequired' | 'bodyTooShort' | 'bodyTooLong';

/** What is wrong with a review's text, counted in characters after trimming, as the API counts it. */
export function bodyProblem(body: string): BodyProblem | null {
  const length = [...body.trim()].length;
  if (length === 0) return 'bodyRequired';
  if (length < REVIEW_BODY_MIN_LENGTH) return 'bodyTooShort';
  if (length > REVIEW_BODY_MAX_LENGTH) return 'bodyTooLong';
  return null;
}

/** The bound a problem's message counts in characters: "at least 10 characters", "at most 2,000". */
const BOUND_OF: Readonly<Record<BodyProblem, number | undefined>> = {
  bodyRequired: undefined,
  bodyTooShort: REVIEW_BODY_MIN_LENGTH,
  bodyTooLong: REVIEW_BODY_MAX_LENGTH,
};

export function ReviewForm({ productSlug, productName, onReviewed }: ReviewFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { token } = useSession();
  const { pathname, hash } = useLocation();
  const section = useRef<HTMLElement>(null);

  // The section loads after the page, so the browser's own jump to #write-review has missed it.
  useEffect(() => {
    if (hash === `#${WRITE_REVIEW_ID}`) section.current?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <section id={WRITE_REVIEW_ID} ref={section} aria-labelledby="write-review-heading" className={classes.section} tabIndex={-1}>
      <Title order={3} size="h4" id="write-review-heading">
        {t('catalogue.reviewForm.title')}
      </Title>
      {token === null ? (
        <Text mt="xs">
          {t('catalogue.reviewForm.guest')}{' '}
          <Anchor component={Link} to={`/${language}/auth/login?redirect=${encodeURIComponent(`${pathname}#${WRITE_REVIEW_ID}`)}`}>
            {t('catalogue.reviewForm.login')}
          </Anchor>
        </Text>
      ) : (
        <Eligible key={`${token}:${productSlug}`} token={token} productSlug={productSlug} productName={productName} onReviewed={onReviewed} />
      )}
    </section>
  );
}

function Eligible({ token, productSlug, productName, onReviewed }: ReviewFormProps & { readonly token: string }) {
  const { t } = useTranslation();
  const gateway = usePorts().reviews;
  const eligibility = useRemote<ReviewEligibility>(`review-eligibility:${productSlug}:${token}`, () => gateway.eligibility(productSlug));
  const [posted, setPosted] = useState(false);

  if (posted) {
    return (
      <Alert color="green" variant="light" role="status" mt="sm">
        {t('catalogue.reviewForm.posted')}
      </Alert>
    );
  }
  if (eligibility.status !== 'ready') {
    // Nothing to offer while asking; a failure to ask only leaves the form out.
    return null;
  }
  if (!eligibility.data.canReview) {
    return (
      <Text mt="xs" c="var(--herfa-colour-text)">
        {t(eligibility.data.reason === 'alreadyReviewed' ? 'catalogue.reviewForm.alreadyReviewed' : 'catalogue.reviewForm.notReceived')}
      </Text>
    );
  }
  return (
    <WriteReview
      productSlug={productSlug}
      productName={productName}
      onReviewed={() => {
        setPosted(true);
        onReviewed();
      }}
    />
  );
}

function WriteReview({ productSlug, productName, onReviewed }: ReviewFormProps) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const gateway = usePorts().reviews;
  const [rating, setRating] = useState(0);
  const [hovered, setHovered] = useState(0);
  const [body, setBody] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<{ readonly message: string; readonly fields: Readonly<Record<string, readonly string[]>> } | null>(null);
  const problem = bodyProblem(body);
  const ratingError = submitted && rating === 0 ? t('catalogue.reviewForm.ratingRequired') : refusal?.fields.rating?.[0];
  const bodyError = submitted && problem !== null ? t(`catalogue.reviewForm.${problem}`, { count: BOUND_OF[problem] }) : refusal?.fields.body?.[0] ?? refusal?.fields.review?.[0];
  const shownStars = hovered || rating;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setRefusal(null);
    if (rating === 0) {
      document.getElementById('review-rating-1')?.focus();
      return;
    }
    if (problem !== null) {
      document.getElementById('review-body')?.focus();
      return;
    }
    if (sending) return;
    setSending(true);
    try {
      await gateway.create(productSlug, { rating, body: body.trim() });
      onReviewed();
    } catch (error) {
      setRefusal({ message: failureMessage(t, error), fields: isRequestFailure(error) ? error.fields : {} });
      setSending(false);
    }
  };

  return (
    <ClientForm noValidate onSubmit={(event) => void submit(event)} className={classes.form} aria-labelledby="write-review-heading">
      <Text size="sm" c="dimmed">
        {t('catalogue.reviewForm.intro', { product: productName })}
      </Text>
      {refusal === null ? null : (
        <Alert color="red" variant="light" role="alert" title={t('catalogue.reviewForm.failed')}>
          {refusal.message}
        </Alert>
      )}
      <fieldset className={classes.rating} aria-describedby={ratingError === undefined ? undefined : 'review-rating-error'}>
        <legend className={classes.legend}>
          {t('catalogue.reviewForm.rating')}
          <span aria-hidden="true" className={classes.required}>
            {' *'}
          </span>
        </legend>
        <div className={classes.stars} onMouseLeave={() => setHovered(0)}>
          {STARS.map((stars) => (
            <label key={stars} className={classes.star} data-filled={stars <= shownStars} onMouseEnter={() => setHovered(stars)}>
              <input
                id={`review-rating-${stars}`}
                type="radio"
                name="review-rating"
                value={stars}
                checked={rating === stars}
                onChange={() => setRating(stars)}
                className={classes.radio}
                aria-invalid={ratingError === undefined ? undefined : true}
              />
              <svg width={32} height={32} viewBox="0 0 24 24" aria-hidden="true" className={classes.starIcon}>
                <path d={STAR} />
              </svg>
              <VisuallyHidden>{t('catalogue.reviewForm.star', { stars: number(stars), max: number(STARS.length) })}</VisuallyHidden>
            </label>
          ))}
        </div>
        {ratingError === undefined ? null : (
          <Text id="review-rating-error" size="sm" c="var(--mantine-color-error)" mt={4}>
            {ratingError}
          </Text>
        )}
      </fieldset>
      <Textarea
        id="review-body"
        label={t('catalogue.reviewForm.body')}
        description={t('catalogue.reviewForm.bodyCount', { used: [...body.trim()].length, count: REVIEW_BODY_MAX_LENGTH, min: REVIEW_BODY_MIN_LENGTH })}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
        error={bodyError}
        required
          rows={5}
        dir="auto"
      />
      <Button type="submit" loading={sending} className={classes.submit}>
        {t('catalogue.reviewForm.submit')}
      </Button>
    </ClientForm>
  );
}
