/**
 * The account domain's paths: signing in and up, passwords and face login, certification of the
 * identity, licence and vehicles, the car captain, and the personal homepage with its phone change.
 */
import { appPath } from '../path-builder';

type Redirect = { redirect?: string };
type VerifyStep = { mobile: string; next?: string | null };
type VehicleQuery = { id?: string };

const CHANGE = '/i/main/modify-mobile-phone-number';

export const accountPaths = {
  // Signing in and up, passwords, face login and the role choice.
  login: appPath<'/login', Redirect & { mode?: 'sms' | 'password' }>('/login'),
  loginPwd: appPath<'/loginPwd', Redirect & { mode?: 'sms' | 'password' }>('/loginPwd'),
  faceLogin: appPath('/faceLogin'),
  faceVerify: appPath<'/faceVerify', { orderNo?: string; mode?: 'login'; mobile?: string }>(
    '/faceVerify',
  ),
  register: appPath('/register'),
  findPwd: appPath('/findPwd'),
  resetPwd: appPath<'/resetPwd', { mobile: string; code: string }>('/resetPwd'),
  updataPwd: appPath('/updataPwd'),
  verifyPhone: appPath<'/verifyphone', Partial<VerifyStep>>('/verifyphone'),
  verifyGraph: appPath<'/verifygraph', VerifyStep>('/verifygraph'),
  verifyCode: appPath<'/verifycode', VerifyStep>('/verifycode'),
  /** `agreementId`: the unsigned invoicing agreement the sign dialog showed (signed here). */
  verifyAgree: appPath<
    '/verifyAgree',
    { mobile?: string; verifytype?: 'certification'; agreementId?: string }
  >('/verifyAgree'),
  selectRole: appPath('/seleteRole'),
  authRedirect: appPath<'/auth/redirect', { target?: string; token?: string; rt?: string }>(
    '/auth/redirect',
  ),

  // Real-name certification (§2.3, §4) and the driver / captain certification it starts (§2.2, §6).
  authAdd: appPath('/i/auth/add'),
  authFace: appPath<'/i/auth/face', { orderNo?: string }>('/i/auth/face'),
  authDetail: appPath('/i/auth/detail'),
  driverVoucher: appPath('/driverVoucher'),
  controllerVoucher: appPath('/controllerVoucher'),

  // Driving licence and qualification certificate (§2.3, §4), and the licence step of certification.
  license: appPath<'/i/license', { yinhangFlag?: string }>('/i/license'),
  licenseCertification: appPath('/i/license/driver-license-certification/certification'),
  addLicense: appPath('/add-license'),
  driverVoucher2: appPath('/driverVoucher2'),

  // Vehicles and their certification (§2.3, §2.5 duplicate list under /supply).
  vehicleList: appPath('/i/car/vehicle-certification/vehicle-list'),
  vehicleDetail: appPath<'/i/car/vehicle-certification/vehicle-detail', VehicleQuery>(
    '/i/car/vehicle-certification/vehicle-detail',
  ),
  /** `id`: re-submit one of the driver's vehicles (rejected or expiring) with its saved values. */
  carAdd: appPath<'/i/car/add/add', VehicleQuery>('/i/car/add/add'),
  /** Reads the add form's draft from session storage. */
  carAddConfirm: appPath('/i/car/add/confirm'),
  carCaptain: appPath('/carcAptain'),
  /** `carNo`: the fleet vehicle to certify; none adds a new fleet vehicle. */
  carCaptain2: appPath<'/carcAptain2', { carNo?: string }>('/carcAptain2'),
  supplyVehicleList: appPath('/supply/i/car/vehicle-certification/vehicle-list'),
  supplyVehicleDetail: appPath<'/supply/i/car/vehicle-certification/vehicle-detail', VehicleQuery>(
    '/supply/i/car/vehicle-certification/vehicle-detail',
  ),

  // The driver's car captain (fleet leader): the captain entry of the Me information grid (§2.3).
  captain: appPath('/i/captain'),

  // Personal homepage and changing the phone number (§2.3, roles partner / promoter).
  personalHome: appPath('/i/main'),
  confirmOldPhone: appPath<`${typeof CHANGE}/confirm-old-phone-number`, { mobile?: string }>(
    `${CHANGE}/confirm-old-phone-number`,
  ),
  oldPhoneCode: appPath<`${typeof CHANGE}/get-verification-code`, { mobile?: string }>(
    `${CHANGE}/get-verification-code`,
  ),
  enterNewPhone: appPath(`${CHANGE}/enter-new-phone-number`),
  confirmNewPhone: appPath<`${typeof CHANGE}/confirm-new-phone-number`, { mobile?: string }>(
    `${CHANGE}/confirm-new-phone-number`,
  ),
} as const;
