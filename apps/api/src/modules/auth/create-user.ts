import { newPasswordProblem, SETTINGS_MESSAGES } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { findSupplierByIdOrCompany, findUserByEmail, insertUser } from './auth.repository.ts';
import { hashPassword } from './auth.service.ts';

export type NewUser = {
  email: string;
  role: 'supplier' | 'staff';
  /** For a supplier user: the supplier's id or exact company name. */
  supplier?: string;
  password: string;
  name?: string;
};

export class CreateUserError extends Error {}

/**
 * Creates a real account (`npm run user:create`): a staff member, or a user of an existing supplier.
 * The new password must pass the same policy as a password change; e-mail addresses are unique.
 */
export async function createUser(db: Db, input: NewUser): Promise<{ id: number; supplierId: number | null }> {
  const email = input.email.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new CreateUserError(SETTINGS_MESSAGES.emailInvalid);
  const problem = newPasswordProblem(input.password);
  if (problem) throw new CreateUserError(`Password: ${problem}`);
  if (await findUserByEmail(db, email))
    throw new CreateUserError(`A user with e-mail ${email} already exists`);

  let supplierId: number | null = null;
  if (input.role === 'supplier') {
    if (!input.supplier) throw new CreateUserError('A supplier user needs --supplier <id or company name>');
    const supplier = await findSupplierByIdOrCompany(db, input.supplier.trim());
    if (!supplier) throw new CreateUserError(`No supplier with id or company name "${input.supplier}"`);
    supplierId = supplier.id;
  } else if (input.supplier) {
    throw new CreateUserError('Staff users belong to no supplier: leave out --supplier');
  }
  const id = await insertUser(db, {
    email,
    passwordHash: await hashPassword(input.password),
    isStaff: input.role === 'staff',
    supplierId,
    name: input.name?.trim() || null,
  });
  return { id, supplierId };
}
