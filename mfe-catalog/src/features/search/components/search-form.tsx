import { ROUTES, SEARCH, searchPath, normalizeSearch } from '@caliber/contracts';
import { Button, Input, useNavigate, VisuallyHidden } from '@caliber/ui';
import { useId, type FormEvent } from 'react';
import styled from 'styled-components';

/** The search page's own field, holding the current text: a GET form that works before hydration too. */
export function SearchForm({ q }: { q: string }) {
  const id = useId();
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = normalizeSearch(new FormData(event.currentTarget).get('q')?.toString() ?? '');
    if (text) navigate(searchPath(text));
  };
  return (
    <Form role="search" action={ROUTES.search} method="get" onSubmit={onSubmit}>
      <VisuallyHidden as="label" htmlFor={id}>
        Search for
      </VisuallyHidden>
      <Input key={q} id={id} name="q" type="search" defaultValue={q} maxLength={SEARCH.maxLength} placeholder="Brand, model, reference or collection" />
      <Button type="submit">Search</Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  gap: 12px;
  max-width: 640px;
  margin-bottom: 40px;
`;
