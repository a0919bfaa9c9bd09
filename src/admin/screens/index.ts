// The admin's screens, loaded as one lazy chunk (`admin-…`) only when an /admin address is opened.
export { AdminLayout, loadAdminLayout } from "./admin-layout.tsx";
export { AdminHome } from "./admin-home.tsx";
export { AdminListScreen, loadAdminList } from "./admin-list.tsx";
export { AdminItemScreen, loadAdminItem, saveAdminItem } from "./admin-item.tsx";
export { AdminDeleteScreen, deleteAdminItem, loadAdminDelete } from "./admin-delete.tsx";
export { FormEntriesScreen, FormEntryScreen, loadFormEntries, loadFormEntry } from "./admin-form-entries.tsx";
export { AdminSettingsScreen, loadAdminSettings, saveAdminSettings } from "./admin-settings.tsx";
export { AdminPasswordScreen, loadAdminPassword, saveAdminPassword } from "./admin-account-password.tsx";
export { AdminMediaScreen, loadAdminMedia } from "./admin-media.tsx";
export { AdminMediaImageScreen, loadAdminMediaImage, saveAdminMediaImage } from "./admin-media-image.tsx";
// check-in at the door (issue 23)
export { CheckInScreen, checkInAction, loadCheckIn } from "./admin-check-in.tsx";
// The shop's screens (issue 23: orders, box office).
export { AdminOrdersScreen, loadAdminOrders } from "./admin-orders.tsx";
export { AdminOrderCancelScreen, AdminOrderScreen, cancelAdminOrder, changeAdminOrder, loadAdminOrder } from "./admin-order.tsx";
export { BoxOfficeSaleScreen, BoxOfficeScreen, loadBoxOffice, loadBoxOfficeSale, sellAtBoxOffice } from "./admin-box-office.tsx";
// Visitors' own accounts (issue 26).
export { AdminVisitorAccountsScreen, loadAdminVisitorAccounts } from "./admin-visitor-accounts.tsx";
export { AdminVisitorAccountScreen, changeAdminVisitorAccount, loadAdminVisitorAccount } from "./admin-visitor-account.tsx";
// The gift cards (issue 26 point 7).
export { AdminGiftCardsScreen, loadAdminGiftCards } from "./admin-gift-cards.tsx";
export { AdminGiftCardScreen, AdminGiftCardVoidScreen, adjustAdminGiftCard, loadAdminGiftCard, voidAdminGiftCard } from "./admin-gift-card.tsx";
// The vouchers (issue 26).
export { AdminVouchersScreen, loadAdminVouchers } from "./admin-vouchers.tsx";
export { AdminVoucherNewScreen, createAdminVoucher, loadAdminVoucherNew } from "./admin-voucher-new.tsx";
export { AdminVoucherScreen, changeAdminVoucher, loadAdminVoucher } from "./admin-voucher.tsx";
