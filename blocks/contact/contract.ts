import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { contactProps } from '../about-kit/contact-props.ts';

export default defineBlockContract({
  props: contactProps,
});
