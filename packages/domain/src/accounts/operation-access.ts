import type { accountsContract } from './accounts.contract.ts';
import type { authContract } from '../auth/auth.contract.ts';
import type { customersContract } from '../customers/customers.contract.ts';
import type { documentsContract } from '../documents/documents.contract.ts';
import type { fulfilmentContract } from '../fulfilment/fulfilment.contract.ts';
import type { lossLeadersContract } from '../loss-leaders/loss-leaders.contract.ts';
import type { marketplaceContract } from '../marketplace/marketplace.contract.ts';
import type { notificationsContract } from '../notifications/notifications.contract.ts';
import type { ordersContract } from '../orders/orders.contract.ts';
import type { platformContract } from '../platform/platform.contract.ts';
import type { productsBulkContract } from '../products-bulk/products-bulk.contract.ts';
import type { productsContract } from '../products/products.contract.ts';
import type { reportsContract } from '../reports/reports.contract.ts';
import type { reviewsContract } from '../reviews/reviews.contract.ts';
import type { settingsContract } from '../settings/settings.contract.ts';
import type { specialsContract } from '../specials/specials.contract.ts';
import type { zonesContract } from '../zones/zones.contract.ts';

/** Every operation of every contract, by its operationId. */
type Contracts = typeof accountsContract &
  typeof authContract &
  typeof customersContract &
  typeof documentsContract &
  typeof fulfilmentContract &
  typeof lossLeadersContract &
  typeof marketplaceContract &
  typeof notificationsContract &
  typeof ordersContract &
  typeof platformContract &
  typeof productsBulkContract &
  typeof productsContract &
  typeof reportsContract &
  typeof reviewsContract &
  typeof settingsContract &
  typeof specialsContract &
  typeof zonesContract;
export type OperationId = keyof Contracts;

/**
 * Issue 36: each operation's permission, by operationId, for the code that must not load the contracts (the
 * portal: their zod schemas stay out of its first paint, issue 21). Not a second declaration: the
 * `satisfies` below makes every entry the very literal its contract's `access` says, and every operation
 * present, so a change in a contract fails the typecheck until it is made here too (and
 * operation-access.test.ts checks the same at run time).
 */
export const OPERATION_ACCESS = {
  requestPasswordReset: 'public',
  confirmPasswordReset: 'public',
  acceptInvitation: 'public',
  listTeam: 'team',
  invite: 'team',
  resendInvitation: 'team',
  revokeInvitation: 'team',
  changeRole: 'team',
  removeMember: 'team',
  enrolTotp: 'signedIn',
  confirmTotp: 'signedIn',
  disableTotp: 'signedIn',
  signIn: 'public',
  getMe: 'signedIn',
  listStaffSuppliers: 'staff',
  actAs: 'staff',
  createHandOffCode: 'staff',
  exchangeHandOffCode: 'public',
  listCustomers: 'customersRead',
  createCustomCommission: 'customersEdit',
  updateCustomCommission: 'customersEdit',
  downloadDeliveryDockets: 'documents',
  downloadInvoices: 'documents',
  downloadPurchaseOrders: 'documents',
  emailDeliveryDockets: 'documents',
  emailInvoices: 'documents',
  emailPurchaseOrders: 'documents',
  getDeliveryDocket: 'documents',
  getInvoice: 'documents',
  getPurchaseOrder: 'documents',
  getDeliveryInstructions: 'documents',
  downloadPendingOrdersExport: 'documents',
  downloadEmailedFile: 'public',
  getDaySheet: 'daySheets',
  getAccountingExport: 'accountingExport',
  getLossThreshold: 'prices',
  setLossThreshold: 'prices',
  listLossProducts: 'prices',
  addLossProduct: 'prices',
  removeLossProduct: 'prices',
  listLossVenues: 'prices',
  addLossVenue: 'prices',
  removeLossVenue: 'prices',
  createTestOrder: 'staff',
  getNotificationPreferences: 'settings',
  putNotificationPreferences: 'settings',
  listNotificationEmails: 'staff',
  listOrders: 'ordersRead',
  getOrder: 'ordersRead',
  processOrder: 'ordersProcess',
  cancelOrder: 'ordersCancel',
  setSupplierReference: 'ordersProcess',
  getOrderExports: 'ordersRead',
  downloadDeliveryDayCsv: 'daySheets',
  getHealth: 'public',
  getLiveness: 'public',
  getReadiness: 'public',
  reportClientError: 'public',
  recordSupplierEvent: 'signedIn',
  getFeedbackStatus: 'signedIn',
  submitFeedback: 'signedIn',
  listAudit: 'staff',
  listAuditEntities: 'staff',
  bulkAddProducts: 'productsEdit',
  bulkEditProducts: 'productsEdit',
  undoBulkUpload: 'productsEdit',
  listProducts: 'productsRead',
  getProduct: 'productsRead',
  createProduct: 'productsEdit',
  updateProduct: 'productsUpdate',
  listPortions: 'signedIn',
  listCategories: 'signedIn',
  createCategory: 'productsEdit',
  listVenues: 'signedIn',
  listProductImages: 'productsRead',
  uploadProductImage: 'productsEdit',
  listCustomPrices: 'prices',
  createCustomPrice: 'prices',
  updateCustomPrice: 'prices',
  deleteCustomPrice: 'prices',
  getLastTwelveMonths: 'reports',
  getTopCustomers: 'reports',
  getBestSellers: 'reports',
  downloadOrderSummary: 'reports',
  listReviews: 'reviews',
  getReview: 'reviews',
  replyToReview: 'reviews',
  deleteReviewReply: 'reviews',
  updateMe: 'settings',
  changePassword: 'signedIn',
  signOutEverywhere: 'signedIn',
  listContactTypes: 'settings',
  listContacts: 'settings',
  createContact: 'settings',
  updateContact: 'settings',
  deleteContact: 'staff',
  uploadBackgroundImage: 'settings',
  uploadLogoImage: 'settings',
  listSpecials: 'signedIn',
  createSpecial: 'prices',
  archiveSpecial: 'prices',
  featureSpecial: 'prices',
  listZones: 'signedIn',
  getZone: 'signedIn',
  listZoneSuburbs: 'signedIn',
  listZoneDays: 'signedIn',
  createZone: 'settings',
  updateZone: 'settings',
  deleteZone: 'settings',
  setZoneSuburbs: 'settings',
  setZoneDays: 'settings',
  addZonePostcode: 'settings',
  searchSuburbs: 'signedIn',
  listZoneSuburbRows: 'signedIn',
  listDeliveryRegions: 'signedIn',
  getDeliveryRegion: 'signedIn',
} as const satisfies { readonly [K in OperationId]: Contracts[K]['access'] };
