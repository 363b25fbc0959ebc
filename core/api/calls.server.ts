import {
  getCategoryTree,
  getFacet,
  getInit,
  getProduct,
  getProductReviews,
  getSearch,
  getTag,
  getVariationUrl,
} from '../catalog/calls.server';
import {
  deleteCart,
  deleteCartItem,
  deleteCoupon,
  doAddCartItem,
  doAddCartItems,
  doAddCoupon,
  getCart,
  setCartItemQuantity,
  setShippingCountry,
} from '../cart/calls.server';
import { getBlocks, getInformationPage } from '../content/calls.server';
import { doConfirmNewsletter, doSubscribeNewsletter } from '../newsletter/calls.server';
import {
  doChangeEmail,
  doChangeUserPassword,
  doDismissLoginNotices,
  doLogin,
  doLoginAsGuest,
  doLogoutUser,
  doRegisterUser,
  doSavePersonalData,
  getPersonalData,
  getSession,
} from '../customers/calls.server';
import { doResetPassword, doSetNewPassword, getPasswordResetLinkState } from '../customers/password-reset.server';
import { deleteAddress, doSaveAddress, getAddresses, setDefaultAddress } from '../customers/address-calls.server';
import {
  deleteComparisonItem,
  deleteWishlistItem,
  doAddComparisonItem,
  doAddWishlistItem,
  getComparisonList,
  getWishlist,
} from '../shopping-lists/calls.server';
import { getCountries } from '../shipping/calls.server';
import {
  doAdditionalInformation,
  getCheckout,
  getPaymentProviders,
  getShippingProvider,
  setCheckoutAddress,
  setPaymentProvider,
  setShippingProvider,
} from '../checkout/calls.server';
import { doOrderAgainInformation, doPlaceOrder, getOrder, getOrders } from '../orders/calls.server';
import {
  doAttachMolliePaymentToOrder,
  doAttachPaymentToOrder,
  doCreateMolliePaymentFromBasket,
  doCreateMolliePaymentFromOrder,
  doCreatePlentyPaymentFromMolliePayment,
  doPatchMolliePayment,
  getMolliePayment,
  getMolliePaymentAndUpdateStatus,
  getMollieSettings,
} from '../payments/calls.server';
import { doUploadOrderPropertyFile } from '../uploads/calls.server';
import { createCallRegistry } from './registry';

/** Every call of the backend-for-frontend, by its spec name (spec §7). */
export const calls = {
  getInit,
  getSession,
  getCategoryTree,
  getFacet,
  getProduct,
  getProductReviews,
  getVariationUrl,
  getSearch,
  getTag,
  getInformationPage,
  getBlocks,
  doSubscribeNewsletter,
  doConfirmNewsletter,
  doLogin,
  doLoginAsGuest,
  doLogoutUser,
  doDismissLoginNotices,
  doRegisterUser,
  doChangeUserPassword,
  doChangeEmail,
  doSavePersonalData,
  getPersonalData,
  doResetPassword,
  doSetNewPassword,
  getPasswordResetLinkState,
  getAddresses,
  doSaveAddress,
  deleteAddress,
  setDefaultAddress,
  getCart,
  doAddCartItem,
  doAddCartItems,
  setCartItemQuantity,
  deleteCartItem,
  deleteCart,
  doAddCoupon,
  deleteCoupon,
  setShippingCountry,
  getCountries,
  doUploadOrderPropertyFile,
  getWishlist,
  doAddWishlistItem,
  deleteWishlistItem,
  getComparisonList,
  doAddComparisonItem,
  deleteComparisonItem,
  getCheckout,
  setCheckoutAddress,
  getShippingProvider,
  setShippingProvider,
  getPaymentProviders,
  setPaymentProvider,
  doAdditionalInformation,
  doPlaceOrder,
  getOrder,
  getOrders,
  doOrderAgainInformation,
  getMollieSettings,
  getMolliePayment,
  getMolliePaymentAndUpdateStatus,
  doCreateMolliePaymentFromBasket,
  doCreatePlentyPaymentFromMolliePayment,
  doCreateMolliePaymentFromOrder,
  doAttachMolliePaymentToOrder,
  doAttachPaymentToOrder,
  doPatchMolliePayment,
};

export type Calls = typeof calls;
export const callRegistry = createCallRegistry(calls);
export type ShopCallRegistry = typeof callRegistry;
