import { ROUTES } from '@caliber/contracts';

/** Home > Customer Service > {page}, for the four help pages. */
export function helpBreadcrumb(page: string) {
  return [
    { label: 'Home', to: ROUTES.home },
    { label: 'Customer Service', to: ROUTES.customerService },
    { label: page },
  ];
}
