/** Fixture: what a client feature may import: app-wide client code and shared code. */
import { sharedValue } from '../../../shared/shared-value';
import { widget } from '../../lib/widget';

export const talksClean = widget.id + sharedValue;
