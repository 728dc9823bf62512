import { normalizeSearch, ROUTES, SEARCH, searchPath, type Watch } from '@caliber/contracts';
import { Input, useNavigate, VisuallyHidden } from '@caliber/ui';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { dropdownPanelStyles } from '../../../components/dropdown-panel-styles';
import { useSearchSuggestions } from '../hooks/use-search-suggestions';

/**
 * The header's search (docs/search.md): a GET form to /search, so it works before the page's code has
 * run; once hydrated, a combobox suggesting watches as one types (arrows choose, Enter opens, Escape closes).
 */
export function SearchField({ className }: { className?: string }) {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSearchSuggestions(text);
  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const openWatch = (watch: Watch) => {
    close();
    navigate(ROUTES.watch(watch.slug));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (expanded && active >= 0) return openWatch(suggestions[active]);
    const q = normalizeSearch(text);
    if (!q) return;
    close();
    navigate(searchPath(q));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!suggestions.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      // -1 is the text itself: moving past either end comes back to it.
      setActive((current) => {
        const next = current + step;
        return next >= suggestions.length ? -1 : next < -1 ? suggestions.length - 1 : next;
      });
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      close();
    }
  };

  return (
    <Form role="search" action={ROUTES.search} method="get" onSubmit={onSubmit} className={className}>
      <VisuallyHidden as="label" htmlFor={`${id}-q`}>
        Search watches
      </VisuallyHidden>
      <Field
        id={`${id}-q`}
        name="q"
        type="search"
        role="combobox"
        autoComplete="off"
        placeholder="Search brand, model, reference"
        maxLength={SEARCH.maxLength}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <Submit type="submit" aria-label="Search">
        <Search size={18} aria-hidden />
      </Submit>
      <List role="listbox" id={`${id}-list`} aria-label="Suggested watches" hidden={!expanded}>
        {suggestions.map((watch, index) => (
          <Option
            key={watch.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Chosen on mousedown's follow-up click; keeping focus stops the blur from closing the list first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => openWatch(watch)}
          >
            <span>
              {watch.brand} {watch.model}
            </span>
            <Reference>Ref. {watch.reference}</Reference>
          </Option>
        ))}
      </List>
    </Form>
  );
}

const Form = styled.form`
  position: relative;
  display: flex;
  align-items: center;
`;

const Field = styled(Input)`
  padding-right: 44px;
  font-size: ${({ theme }) => theme.fontSizes.small};

  &::-webkit-search-cancel-button { display: none; }
`;

const Submit = styled.button`
  position: absolute;
  right: 0;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.inkMuted};
  cursor: pointer;
`;

const List = styled.ul`
  ${dropdownPanelStyles}
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  z-index: 50;
  min-width: 280px;
  padding: 4px 0;
`;

const Option = styled.li`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 10px 12px;
  font-size: ${({ theme }) => theme.fontSizes.small};
  cursor: pointer;

  &[aria-selected='true'],
  &:hover { background: ${({ theme }) => theme.colors.page}; }
`;

const Reference = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-variant-numeric: tabular-nums;
`;
