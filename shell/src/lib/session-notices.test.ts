import { acceptDisclaimer, arePopupsClosed, closePopups, isDisclaimerAccepted, popupAudience } from './session-notices';

beforeEach(() => sessionStorage.clear());

it('remembers the accepted disclaimer and closed pop-ups for the session only', () => {
  expect(isDisclaimerAccepted()).toBe(false);
  acceptDisclaimer();
  expect(isDisclaimerAccepted()).toBe(true);
  closePopups('anonymous');
  expect(arePopupsClosed('anonymous')).toBe(true);
  expect(arePopupsClosed('user')).toBe(false);
  sessionStorage.clear();
  expect(isDisclaimerAccepted()).toBe(false);
});

it('has one audience for guests and one for signed-in users', () => {
  expect(popupAudience(false)).toBe('anonymous');
  expect(popupAudience(true)).toBe('user');
});
