/**
 * A supplier's team. Each person has one role; each operation names one permission in its
 * contract (`access`), and that permission is the list of roles allowed. Staff acting as a supplier may
 * do everything (they act as its owner), and alone reach the staff-only operations. The API enforces it
 * in one hook, the OpenAPI document shows it, the portal hides what a role cannot do.
 */
export const ROLES = ['owner', 'manager', 'sales', 'warehouse', 'accounts'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  manager: 'Manager',
  sales: 'Sales',
  warehouse: 'Warehouse',
  accounts: 'Accounts',
};

const ALL: readonly Role[] = ROLES;
const BACK_OFFICE: readonly Role[] = ['owner', 'manager'];

/** Every permission an operation can name, and the roles that hold it (docs/decisions/accounts.md). */
export const PERMISSIONS = {
  /** No session needed (sign-in, reset, invitations, health). */
  public: ALL,
  /** Any signed-in person: their own account, the dashboard, reference lists. */
  signedIn: ALL,
  /** A supplier's own people only, never staff acting as it: the feedback survey asks the supplier. */
  teamMember: ALL,
  /** The team and invitations. */
  team: ['owner'],
  /** Reading the supplier's bank details (changing them is staff-only, spec 002). */
  bankDetails: ['owner'],
  /** The store's settings, contacts, images, notifications and delivery zones. */
  settings: BACK_OFFICE,
  productsRead: ['owner', 'manager', 'sales', 'warehouse'],
  productsEdit: ['owner', 'manager', 'sales'],
  /** Editing a product; the warehouse may change only the stock switch (`productEditAllowed`). */
  productsUpdate: ['owner', 'manager', 'sales', 'warehouse'],
  /** Custom prices, loss leaders, specials. */
  prices: ['owner', 'manager', 'sales'],
  customersRead: ['owner', 'manager', 'sales', 'accounts'],
  customersEdit: ['owner', 'manager', 'sales'],
  ordersRead: ALL,
  ordersProcess: ['owner', 'manager', 'sales', 'warehouse'],
  ordersCancel: ['owner', 'manager', 'sales'],
  documents: ALL,
  daySheets: ['owner', 'manager', 'sales', 'warehouse'],
  reports: ['owner', 'manager', 'accounts'],
  accountingExport: ['owner', 'manager', 'accounts'],
  /** Raising credit (adjustment) notes on invoiced orders; listing and downloading them is `documents`. */
  creditNotes: ['owner', 'manager', 'accounts'],
  reviews: ['owner', 'manager', 'sales'],
  /** Marketplace staff only (no supplier role holds it): act-as, the activity page, deleting contacts. */
  staff: [],
} as const satisfies Record<string, readonly Role[]>;
export type Permission = keyof typeof PERMISSIONS;

/** The caller as far as access goes. */
export type AccessHolder = { role: Role | null; staff: boolean };

/** The permissions staff acting as a supplier do not hold (they hold every other one). */
const NOT_STAFF: readonly Permission[] = ['teamMember'];

/** Whether the caller holds the permission: staff hold every one but NOT_STAFF's; a supplier's person, their role's. */
export function holds(permission: Permission, who: AccessHolder): boolean {
  if (who.staff) return !staffExcluded(permission);
  return who.role !== null && (PERMISSIONS[permission] as readonly Role[]).includes(who.role);
}

/** Whether staff acting as the supplier are refused the permission. */
export const staffExcluded = (permission: Permission): boolean => NOT_STAFF.includes(permission);

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

/** The fields of a product the warehouse may change (the stock switch). */
const WAREHOUSE_PRODUCT_FIELDS: readonly string[] = ['outOfStock'];

/** Whether a role may send this product change: the warehouse only the stock switch. */
export function productChangeAllowed(role: Role | null, change: object): boolean {
  if (role !== 'warehouse') return true;
  return Object.entries(change).every(
    ([key, value]) => value === undefined || WAREHOUSE_PRODUCT_FIELDS.includes(key),
  );
}
