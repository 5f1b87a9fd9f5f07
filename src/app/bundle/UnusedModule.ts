/**
 * What the build puts in place of pro-form layouts (steps, drawer, modal and light-filter forms),
 * antd's Tree and Radio inside the table (filter menu, single-choice selection) and the virtual
 * table, which no screen uses: drawing one fails loudly.
 */
function unused(name: string) {
  const Unused = (): never => {
    throw new Error(`${name} is left out of the build (scripts/build/trims.ts, src/app/bundle/UnusedModule.ts)`);
  };
  return Object.assign(Unused, { StepForm: Unused, TreeNode: Unused, DirectoryTree: Unused });
}

export const StepsForm = unused('StepsForm');
export const DrawerForm = unused('DrawerForm');
export const ModalForm = unused('ModalForm');
export const LightFilter = unused('LightFilter');
export const genVirtualTable = () => unused('The virtual table');
// The default stands for several modules (the trims that use it, scripts/build/trims.ts): it names them all.
export default unused("antd's Tree or Radio inside a table, antd's virtual table or a schema form's steps layout");
