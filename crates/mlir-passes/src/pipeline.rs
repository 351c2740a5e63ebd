//! Runs lowered MLIR through the MLIR pass manager (via melior) down to the LLVM dialect.

use melior::{dialect::DialectRegistry, ir::Module, pass::PassManager, utility, Context};
use std::sync::Once;
use std::time::Instant;

static REGISTER_PASSES: Once = Once::new();

/// Passes from structured loops and arith/math/memref to the LLVM dialect.
pub const HOST_PIPELINE: &str = "builtin.module(canonicalize,cse,loop-invariant-code-motion,convert-scf-to-cf,\
convert-math-to-llvm,convert-math-to-libm,finalize-memref-to-llvm,convert-arith-to-llvm,convert-index-to-llvm,\
convert-cf-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)";

/// An MLIR context with the dialects and translations the lowerings use.
pub fn new_context() -> Context {
    REGISTER_PASSES.call_once(utility::register_all_passes);
    let registry = DialectRegistry::new();
    utility::register_all_dialects(&registry);
    let ctx = Context::new();
    ctx.append_dialect_registry(&registry);
    ctx.enable_multi_threading(false);
    utility::register_all_llvm_translations(&ctx);
    ctx
}

pub struct Lowered<'c> {
    pub module: Module<'c>,
    /// The input module text, and the module after the pipeline.
    pub input_text: String,
    pub llvm_dialect_text: String,
    pub timing: Vec<(String, f64)>,
}

/// Parse `text`, verify it and run `pipeline` on it.
pub fn run_pipeline<'c>(ctx: &'c Context, text: &str, pipeline: &str) -> Result<Lowered<'c>, String> {
    let t0 = Instant::now();
    let mut module = Module::parse(ctx, text).ok_or_else(|| {
        format!("internal compiler error: generated MLIR does not parse\n{}", numbered(text))
    })?;
    if !module.as_operation().verify() {
        return Err(format!("internal compiler error: generated MLIR does not verify\n{}", numbered(text)));
    }
    let t1 = Instant::now();
    let pm = PassManager::new(ctx);
    utility::parse_pass_pipeline(pm.as_operation_pass_manager(), pipeline)
        .map_err(|e| format!("internal compiler error: bad pass pipeline: {e}"))?;
    pm.run(&mut module).map_err(|e| format!("internal compiler error: MLIR pass pipeline failed: {e}"))?;
    let t2 = Instant::now();
    let llvm_dialect_text = module.as_operation().to_string();
    Ok(Lowered {
        module,
        input_text: text.to_string(),
        llvm_dialect_text,
        timing: vec![
            ("mlir-parse-verify".into(), (t1 - t0).as_secs_f64()),
            ("mlir-passes".into(), (t2 - t1).as_secs_f64()),
        ],
    })
}

fn numbered(text: &str) -> String {
    text.lines().enumerate().map(|(i, l)| format!("{:4} {l}\n", i + 1)).collect()
}
