//! Runs lowered MLIR through the MLIR pass manager (via melior) down to the LLVM dialect.

use crate::LowerError;
use melior::{
    dialect::DialectRegistry,
    ir::Module,
    pass::{conversion, transform, Pass, PassManager},
    utility, Context,
};
use std::time::Instant;

/// The passes from structured loops and arith/math/memref to the LLVM dialect, in order.
pub fn host_pipeline() -> Vec<Pass> {
    vec![
        transform::create_canonicalizer(),
        transform::create_cse(),
        transform::create_loop_invariant_code_motion(),
        conversion::create_scf_to_control_flow(),
        conversion::create_math_to_llvm(),
        conversion::create_math_to_libm(),
        conversion::create_finalize_mem_ref_to_llvm(),
        conversion::create_arith_to_llvm(),
        conversion::create_index_to_llvm(),
        conversion::create_control_flow_to_llvm(),
        conversion::create_func_to_llvm(),
        conversion::create_reconcile_unrealized_casts(),
    ]
}

/// An MLIR context with only the dialects the lowerings emit (keeps the binary small).
pub fn new_context() -> Context {
    let registry = DialectRegistry::new();
    unsafe {
        use mlir_sys::*;
        for handle in [
            mlirGetDialectHandle__func__(),
            mlirGetDialectHandle__arith__(),
            mlirGetDialectHandle__math__(),
            mlirGetDialectHandle__scf__(),
            mlirGetDialectHandle__cf__(),
            mlirGetDialectHandle__memref__(),
            mlirGetDialectHandle__llvm__(),
        ] {
            mlirDialectHandleInsertDialect(handle, registry.to_raw());
        }
    }
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
pub fn run_pipeline<'c>(ctx: &'c Context, text: &str, pipeline: Vec<Pass>) -> Result<Lowered<'c>, LowerError> {
    run(ctx, text, pipeline).map_err(LowerError::Internal)
}

fn run<'c>(ctx: &'c Context, text: &str, pipeline: Vec<Pass>) -> Result<Lowered<'c>, String> {
    let t0 = Instant::now();
    if text.contains('\0') {
        // melior hands the text to MLIR as a C string (and would panic on it)
        return Err("the MLIR text contains a NUL byte".into());
    }
    let mut module = Module::parse(ctx, text)
        .ok_or_else(|| format!("internal compiler error: generated MLIR does not parse\n{}", numbered(text)))?;
    if !module.as_operation().verify() {
        return Err(format!("internal compiler error: generated MLIR does not verify\n{}", numbered(text)));
    }
    let t1 = Instant::now();
    let pm = PassManager::new(ctx);
    for pass in pipeline {
        pm.add_pass(pass);
    }
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
