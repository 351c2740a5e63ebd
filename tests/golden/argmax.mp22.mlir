module {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @llvm.musa.read.ptx.sreg.ctaid.x() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.ctaid.y() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.ctaid.z() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.nctaid.x() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.nctaid.y() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.nctaid.z() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.tid.x() -> i32
  llvm.func @llvm.musa.shfl.xor.sync.i32(i32, i32, i32, !llvm.ptr<5>) -> i32
  llvm.func @llvm.musa.syncthreads.lm()
  func.func @argmax_kernel(%a0: !llvm.ptr<1>, %a1: !llvm.ptr<1>) {
    %tid = llvm.call @llvm.musa.read.ptx.sreg.tid.x() : () -> i32
    %tidx = arith.index_cast %tid : i32 to index
    %pid0 = llvm.call @llvm.musa.read.ptx.sreg.ctaid.x() : () -> i32
    %nprog0 = llvm.call @llvm.musa.read.ptx.sreg.nctaid.x() : () -> i32
    %pid1 = llvm.call @llvm.musa.read.ptx.sreg.ctaid.y() : () -> i32
    %nprog1 = llvm.call @llvm.musa.read.ptx.sreg.nctaid.y() : () -> i32
    %pid2 = llvm.call @llvm.musa.read.ptx.sreg.ctaid.z() : () -> i32
    %nprog2 = llvm.call @llvm.musa.read.ptx.sreg.nctaid.z() : () -> i32
    %smem = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %sbuf2_off = arith.constant 0 : i32
    %sbuf2 = llvm.getelementptr %smem[%sbuf2_off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c16 = arith.constant 16 : index
    %v1 = arith.constant 32 : i32
    %v3 = arith.remui %tidx, %c32 : index
    %v4 = arith.divui %tidx, %c32 : index
    %v5 = arith.cmpi ult, %v4, %c16 : index
    %v6 = arith.select %v5, %v4, %c0 : index
    %v7 = arith.constant 0xFF800000 : f32
    %v8 = arith.constant 0 : i32
    %v12:2 = scf.for %v9 = %c0 to %c1 step %c1 iter_args(%v10 = %v7, %v11 = %v8) -> (f32, i32) {
      %v13 = arith.muli %v9, %c32 : index
      %v14 = arith.muli %v3, %c1 : index
      %v15 = arith.addi %v13, %v14 : index
      %v16 = arith.index_cast %v6 : index to i32
      %v17 = arith.muli %v16, %v1 : i32
      %v18 = llvm.getelementptr %a0[%v17] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %v19 = arith.index_cast %v15 : index to i32
      %v20 = llvm.getelementptr %v18[%v19] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %v21 = llvm.load %v20 : !llvm.ptr<1> -> f32
      %v22 = arith.index_cast %v15 : index to i32
      %v23 = arith.cmpf ugt, %v21, %v10 : f32
      %v24 = arith.cmpf oeq, %v21, %v10 : f32
      %v25 = arith.cmpi slt, %v22, %v11 : i32
      %v26 = arith.andi %v24, %v25 : i1
      %v27 = arith.ori %v23, %v26 : i1
      %v28 = arith.select %v27, %v21, %v10 : f32
      %v29 = arith.select %v27, %v22, %v11 : i32
      scf.yield %v28, %v29 : f32, i32
    }
    %v30 = arith.bitcast %v12#0 : f32 to i32
    %v31 = arith.constant 16 : i32
    %v32 = arith.constant 127 : i32
    %v33 = llvm.mlir.zero : !llvm.ptr<5>
    %v34 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v30, %v31, %v32, %v33) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v35 = arith.bitcast %v34 : i32 to f32
    %v36 = arith.constant 16 : i32
    %v37 = arith.constant 127 : i32
    %v38 = llvm.mlir.zero : !llvm.ptr<5>
    %v39 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v12#1, %v36, %v37, %v38) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v40 = arith.cmpf ugt, %v35, %v12#0 : f32
    %v41 = arith.cmpf oeq, %v35, %v12#0 : f32
    %v42 = arith.cmpi slt, %v39, %v12#1 : i32
    %v43 = arith.andi %v41, %v42 : i1
    %v44 = arith.ori %v40, %v43 : i1
    %v45 = arith.select %v44, %v35, %v12#0 : f32
    %v46 = arith.select %v44, %v39, %v12#1 : i32
    %v47 = arith.bitcast %v45 : f32 to i32
    %v48 = arith.constant 8 : i32
    %v49 = arith.constant 127 : i32
    %v50 = llvm.mlir.zero : !llvm.ptr<5>
    %v51 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v47, %v48, %v49, %v50) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v52 = arith.bitcast %v51 : i32 to f32
    %v53 = arith.constant 8 : i32
    %v54 = arith.constant 127 : i32
    %v55 = llvm.mlir.zero : !llvm.ptr<5>
    %v56 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v46, %v53, %v54, %v55) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v57 = arith.cmpf ugt, %v52, %v45 : f32
    %v58 = arith.cmpf oeq, %v52, %v45 : f32
    %v59 = arith.cmpi slt, %v56, %v46 : i32
    %v60 = arith.andi %v58, %v59 : i1
    %v61 = arith.ori %v57, %v60 : i1
    %v62 = arith.select %v61, %v52, %v45 : f32
    %v63 = arith.select %v61, %v56, %v46 : i32
    %v64 = arith.bitcast %v62 : f32 to i32
    %v65 = arith.constant 4 : i32
    %v66 = arith.constant 127 : i32
    %v67 = llvm.mlir.zero : !llvm.ptr<5>
    %v68 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v64, %v65, %v66, %v67) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v69 = arith.bitcast %v68 : i32 to f32
    %v70 = arith.constant 4 : i32
    %v71 = arith.constant 127 : i32
    %v72 = llvm.mlir.zero : !llvm.ptr<5>
    %v73 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v63, %v70, %v71, %v72) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v74 = arith.cmpf ugt, %v69, %v62 : f32
    %v75 = arith.cmpf oeq, %v69, %v62 : f32
    %v76 = arith.cmpi slt, %v73, %v63 : i32
    %v77 = arith.andi %v75, %v76 : i1
    %v78 = arith.ori %v74, %v77 : i1
    %v79 = arith.select %v78, %v69, %v62 : f32
    %v80 = arith.select %v78, %v73, %v63 : i32
    %v81 = arith.bitcast %v79 : f32 to i32
    %v82 = arith.constant 2 : i32
    %v83 = arith.constant 127 : i32
    %v84 = llvm.mlir.zero : !llvm.ptr<5>
    %v85 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v81, %v82, %v83, %v84) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v86 = arith.bitcast %v85 : i32 to f32
    %v87 = arith.constant 2 : i32
    %v88 = arith.constant 127 : i32
    %v89 = llvm.mlir.zero : !llvm.ptr<5>
    %v90 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v80, %v87, %v88, %v89) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v91 = arith.cmpf ugt, %v86, %v79 : f32
    %v92 = arith.cmpf oeq, %v86, %v79 : f32
    %v93 = arith.cmpi slt, %v90, %v80 : i32
    %v94 = arith.andi %v92, %v93 : i1
    %v95 = arith.ori %v91, %v94 : i1
    %v96 = arith.select %v95, %v86, %v79 : f32
    %v97 = arith.select %v95, %v90, %v80 : i32
    %v98 = arith.bitcast %v96 : f32 to i32
    %v99 = arith.constant 1 : i32
    %v100 = arith.constant 127 : i32
    %v101 = llvm.mlir.zero : !llvm.ptr<5>
    %v102 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v98, %v99, %v100, %v101) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v103 = arith.bitcast %v102 : i32 to f32
    %v104 = arith.constant 1 : i32
    %v105 = arith.constant 127 : i32
    %v106 = llvm.mlir.zero : !llvm.ptr<5>
    %v107 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v97, %v104, %v105, %v106) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v108 = arith.cmpf ugt, %v103, %v96 : f32
    %v109 = arith.cmpf oeq, %v103, %v96 : f32
    %v110 = arith.cmpi slt, %v107, %v97 : i32
    %v111 = arith.andi %v109, %v110 : i1
    %v112 = arith.ori %v108, %v111 : i1
    %v113 = arith.select %v112, %v103, %v96 : f32
    %v114 = arith.select %v112, %v107, %v97 : i32
    %v115 = arith.cmpi eq, %v3, %c0 : index
    %v116 = arith.andi %v115, %v5 : i1
    scf.if %v116 {
      %v117 = arith.index_cast %v6 : index to i32
      %v118 = llvm.getelementptr %sbuf2[%v117] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
      llvm.store %v114, %v118 : i32, !llvm.ptr<3>
    }
    llvm.call @llvm.musa.syncthreads.lm() : () -> ()
    %v119 = arith.muli %tidx, %c1 : index
    %v120 = arith.cmpi ult, %v119, %c16 : index
    scf.if %v120 {
      %v121 = arith.index_cast %v119 : index to i32
      %v122 = llvm.getelementptr %a1[%v121] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      %v123 = arith.index_cast %v119 : index to i32
      %v124 = llvm.getelementptr %sbuf2[%v123] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
      %v125 = llvm.load %v124 : !llvm.ptr<3> -> i32
      llvm.store %v125, %v122 : i32, !llvm.ptr<1>
    }
    func.return
  }
}
