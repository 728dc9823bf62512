import { ROUTES } from '@caliber/contracts';
import { Route, Routes } from 'react-router';
import { Layout } from '../features/layout/components/layout';
import { MarketplaceAuthSuccessPage } from '../features/marketplace-auth/components/marketplace-auth-success-page';
import { NotFoundPage } from '../features/not-found/components/not-found-page';
import { RemotePage } from '../features/remotes/components/remote-page';

const info = (exportName: string) => <RemotePage id="catalog/InfoPages" exportName={exportName} />;

/** The route table of spec §2; each page comes from the remote that owns it, loaded on first visit. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path={ROUTES.home} element={<RemotePage id="catalog/HomePage" />} />
        <Route path="/watch/:slug" element={<RemotePage id="catalog/WatchPage" />} />
        <Route path="/collection/:slug" element={<RemotePage id="catalog/CollectionPage" />} />
        <Route path={ROUTES.collections} element={<RemotePage id="catalog/CollectionsIndexPage" />} />
        <Route path={ROUTES.about} element={info('AboutPage')} />
        <Route path={ROUTES.privacyPolicy} element={info('PrivacyPolicyPage')} />
        <Route path={ROUTES.customerService} element={info('CustomerServicePage')} />
        <Route path={ROUTES.shipping} element={info('ShippingPage')} />
        <Route path={ROUTES.returns} element={info('ReturnsPage')} />
        <Route path={ROUTES.payment} element={info('PaymentPage')} />
        <Route path={ROUTES.authentication} element={info('AuthenticationPage')} />
        <Route path={ROUTES.contact} element={<RemotePage id="forms/ContactPage" />} />
        <Route path={ROUTES.tradeIn} element={<RemotePage id="forms/TradeInPage" />} />
        <Route path={ROUTES.admin} element={<RemotePage id="admin/AdminApp" />} />
        <Route path={ROUTES.marketplaceAuthSuccess} element={<MarketplaceAuthSuccessPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
