import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { contactProps } from '../../kits/about/contact-props.ts';

export default defineBlockContract({
  props: contactProps,
});
