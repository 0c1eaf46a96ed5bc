import type { SearchSuggestion } from '@apogee/contracts/search';
import { HighlightedText } from '@/components/ui/highlighted-text/HighlightedText';

export interface InstantResultsProps {
  /** The listbox's id, which the search box's aria-controls names. */
  id: string;
  suggestions: SearchSuggestion[];
  /** The option the arrow keys are on (-1: none). */
  active: number;
  onChoose: (suggestion: SearchSuggestion) => void;
}

/** The id of an option, for the search box's aria-activedescendant. */
export function optionId(listId: string, index: number) {
  return `${listId}-option-${index}`;
}

/**
 * The titles matching what is typed in the header's search box, under it: a listbox whose
 * options the box moves through with the arrow keys (focus stays in the box, which names the
 * active option), or a tap or click.
 */
export function InstantResults({ id, suggestions, active, onChoose }: InstantResultsProps) {
  return (
    <ul id={id} role="listbox" aria-label="Articles" className="instant-results">
      {suggestions.map((suggestion, index) => (
        <li
          key={suggestion.slug}
          id={optionId(id, index)}
          role="option"
          aria-selected={index === active}
          className="instant-results__option"
          // The box keeps the focus (and the list stays open) while an option is pressed.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(suggestion)}
        >
          <span className="instant-results__title">
            <HighlightedText runs={suggestion.titleHighlight} fallback={suggestion.title} />
          </span>
          {suggestion.category ? (
            <span className="instant-results__category">{suggestion.category}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
