import { z } from 'zod';
import { patterns } from '../patterns';

/** The password rule of spec section 5, on every password set. */
export const passwordSchema = z.string().regex(patterns.password, 'validation.password');
