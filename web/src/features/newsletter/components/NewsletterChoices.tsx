import {
  newsletterRhythmLabels,
  newsletterRhythms,
  type NewsletterChoices as Choices,
} from '@apogee/contracts/newsletter';
import { useId } from 'react';

/** A topic a reader may follow: one of the site's categories. */
export interface NewsletterTopic {
  slug: string;
  name: string;
}

export interface NewsletterChoicesProps {
  /** The site's categories; none known: only the rhythm is shown. */
  topics: readonly NewsletterTopic[];
  value: Choices;
  onChange: (value: Choices) => void;
  /** A field's message from the service (topics or rhythm). */
  errors?: { topics?: string; rhythm?: string };
  /**
   * The rhythm radios' name; by default one of their own. A form that posts itself without
   * scripts names them as the service reads them ("rhythm").
   */
  rhythmName?: string;
}

/**
 * Topics (checkboxes; none ticked means every topic) and rhythm (radios). Shared by the
 * subscription form, the preferences page of every email and the account page.
 */
export function NewsletterChoices({
  topics,
  value,
  onChange,
  errors = {},
  rhythmName,
}: NewsletterChoicesProps) {
  const id = useId();
  const toggle = (slug: string, on: boolean) =>
    onChange({
      ...value,
      topics: on ? [...value.topics, slug].sort() : value.topics.filter((t) => t !== slug),
    });
  return (
    <div className="newsletter-choices">
      {topics.length ? (
        <fieldset className="newsletter-choices__group" aria-describedby={`${id}-topics-hint`}>
          <legend className="form-field__label">Topics</legend>
          <p id={`${id}-topics-hint`} className="newsletter-choices__hint">
            None ticked: every topic.
          </p>
          <div className="newsletter-choices__topics">
            {topics.map((topic) => (
              <label key={topic.slug} className="newsletter-choices__option">
                <input
                  type="checkbox"
                  name="topics"
                  value={topic.slug}
                  checked={value.topics.includes(topic.slug)}
                  onChange={(event) => toggle(topic.slug, event.target.checked)}
                />{' '}
                {topic.name}
              </label>
            ))}
          </div>
          {errors.topics ? <p className="form-field__error">{errors.topics}</p> : null}
        </fieldset>
      ) : null}
      <fieldset className="newsletter-choices__group">
        <legend className="form-field__label">How often</legend>
        {newsletterRhythms.map((rhythm) => (
          <label key={rhythm} className="newsletter-choices__option">
            <input
              type="radio"
              name={rhythmName ?? `${id}-rhythm`}
              value={rhythm}
              checked={value.rhythm === rhythm}
              onChange={() => onChange({ ...value, rhythm })}
            />{' '}
            {newsletterRhythmLabels[rhythm]}
          </label>
        ))}
        {errors.rhythm ? <p className="form-field__error">{errors.rhythm}</p> : null}
      </fieldset>
    </div>
  );
}
