import { type MemberRouteId, NotAvailableYet, type RemoteRoutesModule, Route, Routes } from 'shared';
import { SecurityCenter } from '../features/security-center/components/security-center';
import '../lib/i18n';

/** mf-member owns /member/* (member centre pages) and /pointMall. */
function MemberRoutes({ routeId }: { routeId: MemberRouteId }) {
  if (routeId === 'pointMall') return <NotAvailableYet />;
  return (
    <Routes>
      <Route index element={<SecurityCenter />} />
      <Route path="securityCenter" element={<SecurityCenter />} />
      <Route path="*" element={<NotAvailableYet />} />
    </Routes>
  );
}

export default MemberRoutes satisfies RemoteRoutesModule<MemberRouteId>['default'];
