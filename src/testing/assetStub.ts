/** Stylesheets and images have no behaviour worth testing: Jest maps them to this empty module. */
export default {};
