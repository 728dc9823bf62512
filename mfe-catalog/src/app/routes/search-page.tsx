import { normalizeSearch, ROUTES, searchTextProblem } from '@caliber/contracts';
import { Container, Section, useSearchParams } from '@caliber/ui';
import { Breadcrumb } from '../../components/breadcrumb';
import { SectionHeader } from '../../components/section-header';
import { SearchForm } from '../../features/search/components/search-form';
import { SearchRefused } from '../../features/search/components/search-refused';
import { SearchResults } from '../../features/search/components/search-results';

/** /search?q=…: the watches matching the text (docs/search.md). */
export function SearchPage() {
  const [query] = useSearchParams();
  const q = normalizeSearch(query.get('q') ?? '');
  // Past the API's limits the page says what to shorten and asks for nothing (the BFF answers it 400).
  const problem = searchTextProblem(q);
  return (
    <Section>
      <Container>
        <Breadcrumb items={[{ label: 'Home', to: ROUTES.home }, { label: 'Search' }]} />
        <SectionHeader level={1} eyebrow="Search" title={q && !problem ? `Results for “${q}”` : 'Search Our Watches'} />
        <SearchForm q={q} />
        {problem ? <SearchRefused problem={problem} /> : q ? <SearchResults q={q} /> : <p>Search by brand, model, reference or collection.</p>}
      </Container>
    </Section>
  );
}
