pub fn probe() -> String {
    use melior::{dialect::DialectRegistry, ir::Module, pass::PassManager, utility, Context};
    let registry = DialectRegistry::new();
    utility::register_all_dialects(&registry);
    let ctx = Context::new();
    ctx.append_dialect_registry(&registry);
    ctx.load_all_available_dialects();
    utility::register_all_llvm_translations(&ctx);
    utility::register_all_passes();
    let src = r#"
func.func @k(%a: f32, %b: f32) -> f32 attributes { llvm.emit_c_interface } {
  %c = arith.addf %a, %b : f32
  %d = math.exp %c : f32
  return %d : f32
}"#;
    let mut m = Module::parse(&ctx, src).expect("parse");
    let pm = PassManager::new(&ctx);
    utility::parse_pass_pipeline(pm.as_operation_pass_manager(), "builtin.module(convert-math-to-llvm,convert-arith-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)").unwrap();
    pm.run(&mut m).unwrap();
    let ictx = inkwell::context::Context::create();
    let raw = unsafe { mlir_sys::mlirTranslateModuleToLLVMIR(m.as_operation().to_raw(), ictx.raw() as _) };
    let lm = unsafe { inkwell::module::Module::new(raw as _) };
    lm.print_to_string().to_string()
}
#[cfg(test)]
mod t { #[test] fn p() { println!("{}", super::probe()); } }
