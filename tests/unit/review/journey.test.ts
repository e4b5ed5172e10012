import { describe, expect, it } from 'vitest';
import { journeyOrder, placeOf, sortPlaces } from '../../../review/server/journey';

describe("the desk's list order", () => {
  it('reads domain and screen from a story id and folds device variants into their state', () => {
    expect(placeOf('screens-supply-econtract-contractdetail--signed')).toMatchObject({
      domain: 'supply',
      screen: 'econtract-contractdetail',
      state: 'signed',
      device: '',
    });
    expect(placeOf('screens-me-center-mescreen--default-android-small')).toMatchObject({
      state: 'default',
      device: 'android-small',
    });
    expect(placeOf('components-card--list-rows')).toMatchObject({ domain: 'kit', screen: 'card' });
  });

  it('follows the route table: home and account first, fuel late, then the shell and the kit', () => {
    const order = journeyOrder();
    expect(order.slice(0, 2)).toEqual(['home/dashboard', 'account/auth']);
    expect(order).toContain('supply/econtract');
    const ids = [
      'components-card--list-rows',
      'screens-fuel-station-stationlist--default',
      'screens-app-notfoundscreen--default',
      'screens-account-auth-login--default',
      'screens-account-auth-login--default-android-small',
      'screens-home-dashboard-home--default',
    ];
    expect(sortPlaces(ids.map(placeOf), order).map(({ id }) => id)).toEqual([
      'screens-home-dashboard-home--default',
      'screens-account-auth-login--default',
      'screens-account-auth-login--default-android-small',
      'screens-fuel-station-stationlist--default',
      'screens-app-notfoundscreen--default',
      'components-card--list-rows',
    ]);
  });
});
