/**
 * What the build puts in place of pro-form layouts (steps, drawer, modal and light-filter forms),
 * which no screen uses (scripts/build/trims.ts): drawing one fails loudly.
 */
function unused(name: string) {
  const Unused = (): never => {
    throw new Error(`${name} is left out of the build (scripts/build/trims.ts, src/app/bundle/UnusedModule.ts)`);
  };
  return Object.assign(Unused, { StepForm: Unused });
}

export const StepsForm = unused('StepsForm');
export const DrawerForm = unused('DrawerForm');
export const ModalForm = unused('ModalForm');
export const LightFilter = unused('LightFilter');
// The default stands for the schema form's steps layout (layoutType/StepsForm).
export default unused("A schema form's steps layout");
