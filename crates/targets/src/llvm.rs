//! LLVM helpers the targets share: target machines, MLIR to LLVM translation, parsing edited
//! IR, kernel annotations and bitcode linking.

use inkwell::context::Context;
use inkwell::module::Module;
use std::path::Path;
use tm_lowering::melior;

/// An LLVM target machine for `triple`, optimising at O3.
pub(crate) fn target_machine(
    triple: &str,
    cpu: &str,
    features: &str,
    reloc: inkwell::targets::RelocMode,
) -> Result<(inkwell::targets::TargetMachine, inkwell::targets::TargetTriple), String> {
    use inkwell::targets::{CodeModel, Target as LlvmTarget, TargetTriple};
    let triple = TargetTriple::create(triple);
    let target = LlvmTarget::from_triple(&triple).map_err(|e| e.to_string())?;
    let tm = target
        .create_target_machine(
            &triple,
            cpu,
            features,
            inkwell::OptimizationLevel::Aggressive,
            reloc,
            CodeModel::Default,
        )
        .ok_or_else(|| format!("cannot create an LLVM target machine for {}", triple.as_str().to_string_lossy()))?;
    Ok((tm, triple))
}

/// Translate an MLIR module in the LLVM dialect into an LLVM module owned by `ctx`.
pub(crate) fn translate<'ctx>(module: &melior::ir::Module, ctx: &'ctx Context) -> Result<Module<'ctx>, String> {
    let raw = unsafe { mlir_sys::mlirTranslateModuleToLLVMIR(module.as_operation().to_raw(), ctx.raw() as _) };
    if raw.is_null() {
        return Err("internal compiler error: MLIR to LLVM IR translation failed".into());
    }
    Ok(unsafe { Module::new(raw as _) })
}

/// Parse LLVM IR text (an edited stage file) into a module owned by `ctx`.
pub(crate) fn parse_llir<'ctx>(ctx: &'ctx Context, text: &str, what: &str) -> Result<Module<'ctx>, String> {
    let buf = inkwell::memory_buffer::MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), what);
    let m = ctx.create_module_from_ir(buf).map_err(|e| format!("{what} is not valid LLVM IR: {e}"))?;
    m.verify().map_err(|e| format!("{what} does not verify: {e}"))?;
    Ok(m)
}

/// `!{ptr @f, !"kernel", i32 1}` and `!{ptr @f, !"maxntidx", i32 threads}` in the named
/// metadata `list` (NVVM's and MUSA's annotations have the same shape).
pub(crate) fn annotate_kernel<'c>(
    ctx: &'c Context,
    m: &inkwell::module::Module<'c>,
    f: inkwell::values::FunctionValue<'c>,
    threads: u32,
    list: &str,
) -> Result<(), String> {
    let i32t = ctx.i32_type();
    let fp = f.as_global_value().as_pointer_value();
    for (key, val) in [("kernel", 1u64), ("maxntidx", threads as u64)] {
        let node = ctx.metadata_node(&[fp.into(), ctx.metadata_string(key).into(), i32t.const_int(val, false).into()]);
        m.add_global_metadata(list, &node).map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// Link the bitcode library at `path` into `m`; every definition but the kernel becomes
/// internal (GPU toolchains take external definitions for kernels, and O3 drops the unused).
pub(crate) fn link_bitcode_internal<'c>(
    ctx: &'c Context,
    m: &inkwell::module::Module<'c>,
    kernel: &str,
    path: &Path,
    what: &str,
) -> Result<(), String> {
    let lib = inkwell::module::Module::parse_bitcode_from_path(path, ctx)
        .map_err(|e| format!("cannot read {what} at {}: {e}", path.display()))?;
    lib.set_triple(&m.get_triple());
    lib.set_data_layout(&m.get_data_layout());
    m.link_in_module(lib).map_err(|e| format!("linking {what} from {} failed: {e}", path.display()))?;
    for f in m.get_functions() {
        if f.count_basic_blocks() > 0 && f.get_name().to_bytes() != kernel.as_bytes() {
            f.set_linkage(inkwell::module::Linkage::Internal);
        }
    }
    Ok(())
}
