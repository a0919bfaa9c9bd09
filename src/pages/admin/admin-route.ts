// The backend admin's branch of the route table (/admin, no language prefix; the language is
// `?lang=`). Its screens are a lazy chunk: the site's visitors never download them. Every page shows
// one editor's data, so no cache keeps it. Every staff account opens the admin; each screen asks its
// own ability (the content's screens editContent, the shop's manageOrders and sellTickets).
import type { RouteObject } from "react-router";
import type { RouteHandle } from "../../route-handle.ts";
import { ErrorPage } from "../error/error-page.tsx";

const screens = () => import("./admin-screens.ts");

export const adminRoute: RouteObject = {
  id: "admin",
  path: "admin",
  handle: { langFromQuery: true, perVisitor: true, modules: ["src/pages/admin/admin-screens.ts"], access: "openAdmin" } satisfies RouteHandle,
  lazy: async () => {
    const { AdminLayout, loadAdminLayout } = await screens();
    return { Component: AdminLayout, loader: loadAdminLayout };
  },
  children: [
    {
      id: "admin-content",
      ErrorBoundary: ErrorPage,
      children: [
        { id: "admin-home", index: true, lazy: async () => ({ Component: (await screens()).AdminHome }) },
        // The media library is not a definition-driven type: its own screens, ranked before ":resource".
        {
          id: "admin-media",
          handle: { access: "editContent" } satisfies RouteHandle,
          path: "media",
          lazy: async () => {
            const { AdminMediaScreen, loadAdminMedia } = await screens();
            return { Component: AdminMediaScreen, loader: loadAdminMedia };
          },
        },
        {
          id: "admin-media-image",
          handle: { access: "editContent" } satisfies RouteHandle,
          path: "media/:id",
          lazy: async () => {
            const { AdminMediaImageScreen, loadAdminMediaImage, saveAdminMediaImage } = await screens();
            return { Component: AdminMediaImageScreen, loader: loadAdminMediaImage, action: saveAdminMediaImage };
          },
        },
        {
          id: "admin-settings",
          handle: { access: "changeSettings" } satisfies RouteHandle,
          path: "settings",
          lazy: async () => {
            const { AdminSettingsScreen, loadAdminSettings, saveAdminSettings } = await screens();
            return { Component: AdminSettingsScreen, loader: loadAdminSettings, action: saveAdminSettings };
          },
        },
        {
          id: "admin-account-password",
          handle: { access: "manageAccounts" } satisfies RouteHandle,
          path: "accounts/:id/password",
          lazy: async () => {
            const { AdminPasswordScreen, loadAdminPassword, saveAdminPassword } = await screens();
            return { Component: AdminPasswordScreen, loader: loadAdminPassword, action: saveAdminPassword };
          },
        },
        // check-in at the door (issue 23): its own screen, ranked before ":resource".
        {
          id: "admin-check-in",
          handle: { access: "checkInTickets" } satisfies RouteHandle,
          path: "check-in",
          lazy: async () => {
            const { CheckInScreen, loadCheckIn, checkInAction } = await screens();
            return { Component: CheckInScreen, loader: loadCheckIn, action: checkInAction };
          },
        },
        // The shop's screens (issue 23: orders, box office), ranked before ":resource" by their fixed segments.
        {
          id: "admin-orders",
          handle: { access: "manageOrders" } satisfies RouteHandle,
          path: "orders",
          lazy: async () => {
            const { AdminOrdersScreen, loadAdminOrders } = await screens();
            return { Component: AdminOrdersScreen, loader: loadAdminOrders };
          },
        },
        {
          id: "admin-order",
          handle: { access: "manageOrders" } satisfies RouteHandle,
          path: "orders/:order",
          lazy: async () => {
            const { AdminOrderScreen, loadAdminOrder, changeAdminOrder } = await screens();
            return { Component: AdminOrderScreen, loader: loadAdminOrder, action: changeAdminOrder };
          },
        },
        {
          id: "admin-order-cancel",
          handle: { access: "manageOrders" } satisfies RouteHandle,
          path: "orders/:order/cancel",
          lazy: async () => {
            const { AdminOrderCancelScreen, loadAdminOrder, cancelAdminOrder } = await screens();
            return { Component: AdminOrderCancelScreen, loader: loadAdminOrder, action: cancelAdminOrder };
          },
        },
        // The gift cards (issue 26 point 7), ranked before ":resource" by their fixed segment.
        {
          id: "admin-gift-cards",
          handle: { access: "manageVouchers" } satisfies RouteHandle,
          path: "gift-cards",
          lazy: async () => {
            const { AdminGiftCardsScreen, loadAdminGiftCards } = await screens();
            return { Component: AdminGiftCardsScreen, loader: loadAdminGiftCards };
          },
        },
        {
          id: "admin-gift-card",
          handle: { access: "manageVouchers" } satisfies RouteHandle,
          path: "gift-cards/:card",
          lazy: async () => {
            const { AdminGiftCardScreen, loadAdminGiftCard, adjustAdminGiftCard } = await screens();
            return { Component: AdminGiftCardScreen, loader: loadAdminGiftCard, action: adjustAdminGiftCard };
          },
        },
        {
          id: "admin-gift-card-void",
          handle: { access: "manageVouchers" } satisfies RouteHandle,
          path: "gift-cards/:card/void",
          lazy: async () => {
            const { AdminGiftCardVoidScreen, loadAdminGiftCard, voidAdminGiftCard } = await screens();
            return { Component: AdminGiftCardVoidScreen, loader: loadAdminGiftCard, action: voidAdminGiftCard };
          },
        },
        {
          id: "admin-box-office",
          handle: { access: "sellTickets" } satisfies RouteHandle,
          path: "box-office",
          lazy: async () => {
            const { BoxOfficeScreen, loadBoxOffice } = await screens();
            return { Component: BoxOfficeScreen, loader: loadBoxOffice };
          },
        },
        {
          id: "admin-box-office-sale",
          handle: { access: "sellTickets" } satisfies RouteHandle,
          path: "box-office/:event",
          lazy: async () => {
            const { BoxOfficeSaleScreen, loadBoxOfficeSale, sellAtBoxOffice } = await screens();
            return { Component: BoxOfficeSaleScreen, loader: loadBoxOfficeSale, action: sellAtBoxOffice };
          },
        },
        // Visitors' own accounts (issue 26): their own screens, ranked before ":resource".
        {
          id: "admin-visitor-accounts",
          handle: { access: "manageVisitorAccounts" } satisfies RouteHandle,
          path: "visitor-accounts",
          lazy: async () => {
            const { AdminVisitorAccountsScreen, loadAdminVisitorAccounts } = await screens();
            return { Component: AdminVisitorAccountsScreen, loader: loadAdminVisitorAccounts };
          },
        },
        {
          id: "admin-visitor-account",
          handle: { access: "manageVisitorAccounts" } satisfies RouteHandle,
          path: "visitor-accounts/:account",
          lazy: async () => {
            const { AdminVisitorAccountScreen, loadAdminVisitorAccount, changeAdminVisitorAccount } = await screens();
            return { Component: AdminVisitorAccountScreen, loader: loadAdminVisitorAccount, action: changeAdminVisitorAccount };
          },
        },
        // The vouchers (issue 26), ranked before ":resource" by their fixed segment.
        {
          id: "admin-vouchers",
          handle: { access: "manageVouchers" } satisfies RouteHandle,
          path: "vouchers",
          lazy: async () => {
            const { AdminVouchersScreen, loadAdminVouchers } = await screens();
            return { Component: AdminVouchersScreen, loader: loadAdminVouchers };
          },
        },
        {
          id: "admin-voucher-new",
          handle: { access: "manageVouchers" } satisfies RouteHandle,
          path: "vouchers/new",
          lazy: async () => {
            const { AdminVoucherNewScreen, loadAdminVoucherNew, createAdminVoucher } = await screens();
            return { Component: AdminVoucherNewScreen, loader: loadAdminVoucherNew, action: createAdminVoucher };
          },
        },
        {
          id: "admin-voucher",
          handle: { access: "manageVouchers" } satisfies RouteHandle,
          path: "vouchers/:id",
          lazy: async () => {
            const { AdminVoucherScreen, loadAdminVoucher, changeAdminVoucher } = await screens();
            return { Component: AdminVoucherScreen, loader: loadAdminVoucher, action: changeAdminVoucher };
          },
        },
        {
          id: "admin-list",
          handle: { access: "resource" } satisfies RouteHandle,
          path: ":resource",
          lazy: async () => {
            const { AdminListScreen, loadAdminList } = await screens();
            return { Component: AdminListScreen, loader: loadAdminList };
          },
        },
        {
          id: "admin-new",
          handle: { access: "resource" } satisfies RouteHandle,
          path: ":resource/new",
          lazy: async () => {
            const { AdminItemScreen, loadAdminItem, saveAdminItem } = await screens();
            return { Component: AdminItemScreen, loader: loadAdminItem, action: saveAdminItem };
          },
        },
        {
          id: "admin-item",
          handle: { access: "resource" } satisfies RouteHandle,
          path: ":resource/:id",
          lazy: async () => {
            const { AdminItemScreen, loadAdminItem, saveAdminItem } = await screens();
            return { Component: AdminItemScreen, loader: loadAdminItem, action: saveAdminItem };
          },
        },
        {
          id: "admin-form-entries",
          handle: { access: "editContent" } satisfies RouteHandle,
          path: "forms/:form/entries",
          lazy: async () => {
            const { FormEntriesScreen, loadFormEntries } = await screens();
            return { Component: FormEntriesScreen, loader: loadFormEntries };
          },
        },
        {
          id: "admin-form-entry",
          handle: { access: "editContent" } satisfies RouteHandle,
          path: "forms/:form/entries/:entry",
          lazy: async () => {
            const { FormEntryScreen, loadFormEntry } = await screens();
            return { Component: FormEntryScreen, loader: loadFormEntry };
          },
        },
        {
          id: "admin-delete",
          handle: { access: "resource" } satisfies RouteHandle,
          path: ":resource/:id/delete",
          lazy: async () => {
            const { AdminDeleteScreen, deleteAdminItem, loadAdminDelete } = await screens();
            return { Component: AdminDeleteScreen, loader: loadAdminDelete, action: deleteAdminItem };
          },
        },
      ],
    },
  ],
};
