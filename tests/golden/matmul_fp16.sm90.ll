; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #0

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

define void @matmul_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) nocapture writeonly %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, i32 %11) local_unnamed_addr {
  %13 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = zext nneg i32 %13 to i64
  %15 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %17 = shl i32 %15, 6
  %18 = shl nuw nsw i32 %16, 6
  %19 = icmp sgt i32 %5, 0
  %20 = icmp sgt i32 %5, 32
  %21 = shl nuw nsw i64 %14, 3
  %22 = and i64 %21, 24
  %23 = lshr i64 %14, 2
  %24 = trunc nuw nsw i64 %23 to i32
  %25 = or disjoint i32 %17, %24
  %26 = mul i32 %25, %6
  %27 = sext i32 %26 to i64
  %28 = getelementptr half, ptr addrspace(1) %0, i64 %27
  %29 = trunc nuw nsw i64 %22 to i32
  %30 = getelementptr half, ptr addrspace(1) %28, i64 %22
  %31 = lshr i64 %14, 3
  %32 = xor i64 %31, %14
  %33 = shl nuw nsw i64 %23, 6
  %34 = shl nuw nsw i64 %32, 4
  %35 = and i64 %34, 48
  %36 = or disjoint i64 %35, %33
  %37 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %36
  %38 = icmp slt i32 %25, %3
  %39 = icmp slt i32 %29, %5
  %40 = and i1 %38, %39
  %41 = and i1 %19, %40
  %42 = select i1 %41, i32 16, i32 0
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %37, ptr addrspace(1) %30, i32 %42)
  %43 = or disjoint i64 %21, 1024
  %44 = lshr i64 %43, 5
  %45 = trunc nuw nsw i64 %44 to i32
  %46 = or disjoint i32 %17, %45
  %47 = mul i32 %46, %6
  %48 = sext i32 %47 to i64
  %49 = getelementptr half, ptr addrspace(1) %0, i64 %48
  %50 = getelementptr half, ptr addrspace(1) %49, i64 %22
  %51 = shl nuw nsw i64 %44, 6
  %52 = or disjoint i64 %51, %35
  %53 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %52
  %54 = icmp slt i32 %46, %3
  %55 = and i1 %54, %39
  %56 = and i1 %19, %55
  %57 = select i1 %56, i32 16, i32 0
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %53, ptr addrspace(1) %50, i32 %57)
  %58 = and i64 %21, 56
  %59 = trunc nuw nsw i64 %31 to i32
  %60 = mul i32 %59, %8
  %61 = sext i32 %60 to i64
  %62 = getelementptr half, ptr addrspace(1) %1, i64 %61
  %63 = trunc nuw nsw i64 %58 to i32
  %64 = or disjoint i32 %18, %63
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr half, ptr addrspace(1) %62, i64 %65
  %67 = lshr exact i64 %58, 3
  %68 = and i64 %31, 7
  %69 = xor i64 %67, %68
  %70 = shl nuw nsw i64 %31, 7
  %71 = shl nuw nsw i64 %69, 4
  %72 = or disjoint i64 %71, %70
  %73 = or disjoint i64 %72, 12288
  %74 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %73
  %75 = icmp slt i32 %59, %5
  %76 = icmp slt i32 %64, %4
  %77 = and i1 %76, %75
  %78 = and i1 %19, %77
  %79 = select i1 %78, i32 16, i32 0
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %74, ptr addrspace(1) %66, i32 %79)
  %80 = lshr i64 %43, 6
  %81 = trunc nuw nsw i64 %80 to i32
  %82 = mul i32 %81, %8
  %83 = sext i32 %82 to i64
  %84 = getelementptr half, ptr addrspace(1) %1, i64 %83
  %85 = getelementptr half, ptr addrspace(1) %84, i64 %65
  %86 = and i64 %80, 7
  %87 = xor i64 %86, %67
  %88 = shl nuw nsw i64 %80, 7
  %89 = shl nuw nsw i64 %87, 4
  %90 = or disjoint i64 %89, %88
  %91 = or i64 %90, 12288
  %92 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %91
  %93 = icmp slt i32 %81, %5
  %94 = and i1 %76, %93
  %95 = and i1 %19, %94
  %96 = select i1 %95, i32 16, i32 0
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %92, ptr addrspace(1) %85, i32 %96)
  tail call void asm sideeffect "cp.async.commit_group;", ""() #3
  %97 = or disjoint i32 %29, 32
  %98 = zext nneg i32 %97 to i64
  %99 = getelementptr half, ptr addrspace(1) %28, i64 %98
  %100 = or disjoint i64 %36, 4096
  %101 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %100
  %102 = icmp slt i32 %97, %5
  %103 = and i1 %38, %102
  %104 = and i1 %20, %103
  %105 = select i1 %104, i32 16, i32 0
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %101, ptr addrspace(1) %99, i32 %105)
  %106 = getelementptr half, ptr addrspace(1) %49, i64 %98
  %107 = or i64 %52, 4096
  %108 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %107
  %109 = and i1 %54, %102
  %110 = and i1 %20, %109
  %111 = select i1 %110, i32 16, i32 0
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %108, ptr addrspace(1) %106, i32 %111)
  %112 = or disjoint i32 %59, 32
  %113 = mul i32 %112, %8
  %114 = sext i32 %113 to i64
  %115 = getelementptr half, ptr addrspace(1) %1, i64 %114
  %116 = getelementptr half, ptr addrspace(1) %115, i64 %65
  %117 = or disjoint i64 %72, 16384
  %118 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %117
  %119 = icmp slt i32 %112, %5
  %120 = and i1 %76, %119
  %121 = and i1 %20, %120
  %122 = select i1 %121, i32 16, i32 0
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %118, ptr addrspace(1) %116, i32 %122)
  %123 = or disjoint i32 %81, 32
  %124 = mul i32 %123, %8
  %125 = sext i32 %124 to i64
  %126 = getelementptr half, ptr addrspace(1) %1, i64 %125
  %127 = getelementptr half, ptr addrspace(1) %126, i64 %65
  %128 = or i64 %90, 16384
  %129 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %128
  %130 = icmp slt i32 %123, %5
  %131 = and i1 %76, %130
  %132 = and i1 %20, %131
  %133 = select i1 %132, i32 16, i32 0
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %129, ptr addrspace(1) %127, i32 %133)
  tail call void asm sideeffect "cp.async.commit_group;", ""() #3
  br i1 %19, label %.preheader, label %363

.preheader:                                       ; preds = %12
  %invariant.gep = getelementptr half, ptr addrspace(1) %1, i64 %65
  br label %134

134:                                              ; preds = %.preheader, %134
  %135 = phi i32 [ 0, %.preheader ], [ %326, %134 ]
  %136 = phi float [ undef, %.preheader ], [ %283, %134 ]
  %137 = phi float [ undef, %.preheader ], [ %282, %134 ]
  %138 = phi float [ undef, %.preheader ], [ %281, %134 ]
  %139 = phi float [ undef, %.preheader ], [ %280, %134 ]
  %140 = phi float [ undef, %.preheader ], [ %279, %134 ]
  %141 = phi float [ undef, %.preheader ], [ %278, %134 ]
  %142 = phi float [ undef, %.preheader ], [ %277, %134 ]
  %143 = phi float [ undef, %.preheader ], [ %276, %134 ]
  %144 = phi float [ undef, %.preheader ], [ %275, %134 ]
  %145 = phi float [ undef, %.preheader ], [ %274, %134 ]
  %146 = phi float [ undef, %.preheader ], [ %273, %134 ]
  %147 = phi float [ undef, %.preheader ], [ %272, %134 ]
  %148 = phi float [ undef, %.preheader ], [ %271, %134 ]
  %149 = phi float [ undef, %.preheader ], [ %270, %134 ]
  %150 = phi float [ undef, %.preheader ], [ %269, %134 ]
  %151 = phi float [ undef, %.preheader ], [ %268, %134 ]
  %152 = phi float [ undef, %.preheader ], [ %267, %134 ]
  %153 = phi float [ undef, %.preheader ], [ %266, %134 ]
  %154 = phi float [ undef, %.preheader ], [ %265, %134 ]
  %155 = phi float [ undef, %.preheader ], [ %264, %134 ]
  %156 = phi float [ undef, %.preheader ], [ %263, %134 ]
  %157 = phi float [ undef, %.preheader ], [ %262, %134 ]
  %158 = phi float [ undef, %.preheader ], [ %261, %134 ]
  %159 = phi float [ undef, %.preheader ], [ %260, %134 ]
  %160 = phi float [ undef, %.preheader ], [ %259, %134 ]
  %161 = phi float [ undef, %.preheader ], [ %258, %134 ]
  %162 = phi float [ undef, %.preheader ], [ %257, %134 ]
  %163 = phi float [ undef, %.preheader ], [ %256, %134 ]
  %164 = phi float [ undef, %.preheader ], [ %255, %134 ]
  %165 = phi float [ undef, %.preheader ], [ %254, %134 ]
  %166 = phi float [ undef, %.preheader ], [ %253, %134 ]
  %167 = phi float [ undef, %.preheader ], [ %252, %134 ]
  %168 = phi i32 [ 0, %.preheader ], [ %327, %134 ]
  %169 = icmp ne i32 %168, 0
  %170 = zext i1 %169 to i32
  %171 = add i32 %168, 64
  %172 = icmp slt i32 %171, %5
  tail call void asm sideeffect "cp.async.wait_group 1;", ""() #3
  %173 = shl nuw nsw i32 %135, 12
  %174 = zext nneg i32 %173 to i64
  tail call void @llvm.nvvm.barrier0()
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #3
  %175 = add i64 %174, add (i64 ptrtoint (ptr addrspace(3) @global_smem to i64), i64 12288)
  %176 = lshr exact i64 %175, 4
  %177 = and i64 %176, 16383
  %178 = or disjoint i64 %177, 4611686293322072064
  %179 = add i64 %174, ptrtoint (ptr addrspace(3) @global_smem to i64)
  %180 = lshr exact i64 %179, 4
  %181 = and i64 %180, 16383
  %182 = or disjoint i64 %181, -9223371899415756800
  %183 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $34, 0; wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %182, i64 %178, i32 %170, float %167, float %166, float %165, float %164, float %163, float %162, float %161, float %160, float %159, float %158, float %157, float %156, float %155, float %154, float %153, float %152, float %151, float %150, float %149, float %148, float %147, float %146, float %145, float %144, float %143, float %142, float %141, float %140, float %139, float %138, float %137, float %136) #3
  %184 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %183, 0
  %185 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %183, 1
  %186 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %183, 2
  %187 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %183, 3
  %188 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %183, 4
  %189 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %183, 5
  %190 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %183, 6
  %191 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %183, 7
  %192 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %183, 8
  %193 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %183, 9
  %194 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %183, 10
  %195 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %183, 11
  %196 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %183, 12
  %197 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %183, 13
  %198 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %183, 14
  %199 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %183, 15
  %200 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %183, 16
  %201 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %183, 17
  %202 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %183, 18
  %203 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %183, 19
  %204 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %183, 20
  %205 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %183, 21
  %206 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %183, 22
  %207 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %183, 23
  %208 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %183, 24
  %209 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %183, 25
  %210 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %183, 26
  %211 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %183, 27
  %212 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %183, 28
  %213 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %183, 29
  %214 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %183, 30
  %215 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %183, 31
  %216 = add nuw nsw i64 %177, 4611686293322072192
  %217 = add nuw nsw i64 %181, -9223371899415756798
  %218 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $34, 0; wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %217, i64 %216, i32 1, float %184, float %185, float %186, float %187, float %188, float %189, float %190, float %191, float %192, float %193, float %194, float %195, float %196, float %197, float %198, float %199, float %200, float %201, float %202, float %203, float %204, float %205, float %206, float %207, float %208, float %209, float %210, float %211, float %212, float %213, float %214, float %215) #3
  %219 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %218, 0
  %220 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %218, 1
  %221 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %218, 2
  %222 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %218, 3
  %223 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %218, 4
  %224 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %218, 5
  %225 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %218, 6
  %226 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %218, 7
  %227 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %218, 8
  %228 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %218, 9
  %229 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %218, 10
  %230 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %218, 11
  %231 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %218, 12
  %232 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %218, 13
  %233 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %218, 14
  %234 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %218, 15
  %235 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %218, 16
  %236 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %218, 17
  %237 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %218, 18
  %238 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %218, 19
  %239 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %218, 20
  %240 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %218, 21
  %241 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %218, 22
  %242 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %218, 23
  %243 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %218, 24
  %244 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %218, 25
  %245 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %218, 26
  %246 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %218, 27
  %247 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %218, 28
  %248 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %218, 29
  %249 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %218, 30
  %250 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %218, 31
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", ""() #3
  %251 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %219, float %220, float %221, float %222, float %223, float %224, float %225, float %226, float %227, float %228, float %229, float %230, float %231, float %232, float %233, float %234, float %235, float %236, float %237, float %238, float %239, float %240, float %241, float %242, float %243, float %244, float %245, float %246, float %247, float %248, float %249, float %250) #3
  %252 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %251, 0
  %253 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %251, 1
  %254 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %251, 2
  %255 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %251, 3
  %256 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %251, 4
  %257 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %251, 5
  %258 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %251, 6
  %259 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %251, 7
  %260 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %251, 8
  %261 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %251, 9
  %262 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %251, 10
  %263 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %251, 11
  %264 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %251, 12
  %265 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %251, 13
  %266 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %251, 14
  %267 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %251, 15
  %268 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %251, 16
  %269 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %251, 17
  %270 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %251, 18
  %271 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %251, 19
  %272 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %251, 20
  %273 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %251, 21
  %274 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %251, 22
  %275 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %251, 23
  %276 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %251, 24
  %277 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %251, 25
  %278 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %251, 26
  %279 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %251, 27
  %280 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %251, 28
  %281 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %251, 29
  %282 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %251, 30
  %283 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %251, 31
  tail call void @llvm.nvvm.barrier0()
  %284 = add nuw nsw i32 %135, 2
  %285 = urem i32 %284, 3
  %286 = shl nuw nsw i32 %285, 12
  %287 = zext nneg i32 %286 to i64
  %288 = or disjoint i32 %171, %29
  %289 = sext i32 %288 to i64
  %290 = getelementptr half, ptr addrspace(1) %28, i64 %289
  %291 = or disjoint i64 %36, %287
  %292 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %291
  %293 = icmp slt i32 %288, %5
  %294 = and i1 %38, %293
  %295 = and i1 %172, %294
  %296 = select i1 %295, i32 16, i32 0
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %292, ptr addrspace(1) %290, i32 %296)
  %297 = getelementptr half, ptr addrspace(1) %49, i64 %289
  %298 = or disjoint i64 %51, %287
  %299 = or disjoint i64 %298, %35
  %300 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %299
  %301 = and i1 %54, %293
  %302 = and i1 %172, %301
  %303 = select i1 %302, i32 16, i32 0
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %300, ptr addrspace(1) %297, i32 %303)
  %304 = add nuw nsw i64 %287, 12288
  %305 = or disjoint i32 %171, %59
  %306 = mul i32 %305, %8
  %307 = sext i32 %306 to i64
  %gep = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %307
  %308 = or disjoint i64 %72, %304
  %309 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %308
  %310 = icmp slt i32 %305, %5
  %311 = and i1 %76, %310
  %312 = and i1 %172, %311
  %313 = select i1 %312, i32 16, i32 0
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %309, ptr addrspace(1) %gep, i32 %313)
  %314 = or disjoint i32 %171, %81
  %315 = mul i32 %314, %8
  %316 = sext i32 %315 to i64
  %gep39 = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %316
  %317 = or disjoint i64 %88, %304
  %318 = or disjoint i64 %317, %89
  %319 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %318
  %320 = icmp slt i32 %314, %5
  %321 = and i1 %76, %320
  %322 = and i1 %172, %321
  %323 = select i1 %322, i32 16, i32 0
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %319, ptr addrspace(1) %gep39, i32 %323)
  tail call void asm sideeffect "cp.async.commit_group;", ""() #3
  %324 = add i32 %135, 1
  %325 = icmp eq i32 %324, 3
  %326 = select i1 %325, i32 0, i32 %324
  %327 = add i32 %168, 32
  %328 = icmp slt i32 %327, %5
  br i1 %328, label %134, label %329

329:                                              ; preds = %134
  %330 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %252, float %253, float %254, float %255, float %256, float %257, float %258, float %259, float %260, float %261, float %262, float %263, float %264, float %265, float %266, float %267, float %268, float %269, float %270, float %271, float %272, float %273, float %274, float %275, float %276, float %277, float %278, float %279, float %280, float %281, float %282, float %283) #3
  %331 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %330, 0
  %332 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %330, 1
  %333 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %330, 2
  %334 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %330, 3
  %335 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %330, 4
  %336 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %330, 5
  %337 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %330, 6
  %338 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %330, 7
  %339 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %330, 8
  %340 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %330, 9
  %341 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %330, 10
  %342 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %330, 11
  %343 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %330, 12
  %344 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %330, 13
  %345 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %330, 14
  %346 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %330, 15
  %347 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %330, 16
  %348 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %330, 17
  %349 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %330, 18
  %350 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %330, 19
  %351 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %330, 20
  %352 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %330, 21
  %353 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %330, 22
  %354 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %330, 23
  %355 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %330, 24
  %356 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %330, 25
  %357 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %330, 26
  %358 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %330, 27
  %359 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %330, 28
  %360 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %330, 29
  %361 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %330, 30
  %362 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %330, 31
  br label %363

363:                                              ; preds = %329, %12
  %364 = phi float [ %331, %329 ], [ 0.000000e+00, %12 ]
  %365 = phi float [ %332, %329 ], [ 0.000000e+00, %12 ]
  %366 = phi float [ %333, %329 ], [ 0.000000e+00, %12 ]
  %367 = phi float [ %334, %329 ], [ 0.000000e+00, %12 ]
  %368 = phi float [ %335, %329 ], [ 0.000000e+00, %12 ]
  %369 = phi float [ %336, %329 ], [ 0.000000e+00, %12 ]
  %370 = phi float [ %337, %329 ], [ 0.000000e+00, %12 ]
  %371 = phi float [ %338, %329 ], [ 0.000000e+00, %12 ]
  %372 = phi float [ %339, %329 ], [ 0.000000e+00, %12 ]
  %373 = phi float [ %340, %329 ], [ 0.000000e+00, %12 ]
  %374 = phi float [ %341, %329 ], [ 0.000000e+00, %12 ]
  %375 = phi float [ %342, %329 ], [ 0.000000e+00, %12 ]
  %376 = phi float [ %343, %329 ], [ 0.000000e+00, %12 ]
  %377 = phi float [ %344, %329 ], [ 0.000000e+00, %12 ]
  %378 = phi float [ %345, %329 ], [ 0.000000e+00, %12 ]
  %379 = phi float [ %346, %329 ], [ 0.000000e+00, %12 ]
  %380 = phi float [ %347, %329 ], [ 0.000000e+00, %12 ]
  %381 = phi float [ %348, %329 ], [ 0.000000e+00, %12 ]
  %382 = phi float [ %349, %329 ], [ 0.000000e+00, %12 ]
  %383 = phi float [ %350, %329 ], [ 0.000000e+00, %12 ]
  %384 = phi float [ %351, %329 ], [ 0.000000e+00, %12 ]
  %385 = phi float [ %352, %329 ], [ 0.000000e+00, %12 ]
  %386 = phi float [ %353, %329 ], [ 0.000000e+00, %12 ]
  %387 = phi float [ %354, %329 ], [ 0.000000e+00, %12 ]
  %388 = phi float [ %355, %329 ], [ 0.000000e+00, %12 ]
  %389 = phi float [ %356, %329 ], [ 0.000000e+00, %12 ]
  %390 = phi float [ %357, %329 ], [ 0.000000e+00, %12 ]
  %391 = phi float [ %358, %329 ], [ 0.000000e+00, %12 ]
  %392 = phi float [ %359, %329 ], [ 0.000000e+00, %12 ]
  %393 = phi float [ %360, %329 ], [ 0.000000e+00, %12 ]
  %394 = phi float [ %361, %329 ], [ 0.000000e+00, %12 ]
  %395 = phi float [ %362, %329 ], [ 0.000000e+00, %12 ]
  tail call void asm sideeffect "cp.async.wait_group 0;", ""() #3
  tail call void @llvm.nvvm.barrier0()
  %396 = lshr i64 %14, 1
  %397 = and i64 %396, 48
  %398 = and i64 %23, 7
  %399 = shl nuw nsw i64 %14, 1
  %400 = and i64 %399, 6
  %401 = or disjoint i64 %397, %398
  %402 = or disjoint i64 %400, 1
  %403 = or disjoint i64 %400, 8
  %404 = or disjoint i64 %400, 9
  %405 = or disjoint i64 %400, 16
  %406 = or disjoint i64 %400, 17
  %407 = or disjoint i64 %400, 24
  %408 = or disjoint i64 %400, 25
  %409 = or disjoint i64 %400, 32
  %410 = or disjoint i64 %400, 33
  %411 = or disjoint i64 %400, 40
  %412 = or disjoint i64 %400, 41
  %413 = or disjoint i64 %400, 48
  %414 = or disjoint i64 %400, 49
  %415 = or disjoint i64 %400, 56
  %416 = or disjoint i64 %400, 57
  %417 = shl nuw nsw i64 %401, 6
  %418 = or disjoint i64 %417, %400
  %419 = getelementptr float, ptr addrspace(3) @global_smem, i64 %418
  store float %364, ptr addrspace(3) %419, align 8
  %420 = or disjoint i64 %417, %402
  %421 = getelementptr float, ptr addrspace(3) @global_smem, i64 %420
  store float %365, ptr addrspace(3) %421, align 4
  %422 = or disjoint i64 %417, 512
  %423 = or disjoint i64 %422, %400
  %424 = getelementptr float, ptr addrspace(3) @global_smem, i64 %423
  store float %366, ptr addrspace(3) %424, align 8
  %425 = or disjoint i64 %422, %402
  %426 = getelementptr float, ptr addrspace(3) @global_smem, i64 %425
  store float %367, ptr addrspace(3) %426, align 4
  %427 = or disjoint i64 %417, %403
  %428 = getelementptr float, ptr addrspace(3) @global_smem, i64 %427
  store float %368, ptr addrspace(3) %428, align 8
  %429 = or disjoint i64 %417, %404
  %430 = getelementptr float, ptr addrspace(3) @global_smem, i64 %429
  store float %369, ptr addrspace(3) %430, align 4
  %431 = or disjoint i64 %422, %403
  %432 = getelementptr float, ptr addrspace(3) @global_smem, i64 %431
  store float %370, ptr addrspace(3) %432, align 8
  %433 = or disjoint i64 %422, %404
  %434 = getelementptr float, ptr addrspace(3) @global_smem, i64 %433
  store float %371, ptr addrspace(3) %434, align 4
  %435 = or disjoint i64 %417, %405
  %436 = getelementptr float, ptr addrspace(3) @global_smem, i64 %435
  store float %372, ptr addrspace(3) %436, align 8
  %437 = or disjoint i64 %417, %406
  %438 = getelementptr float, ptr addrspace(3) @global_smem, i64 %437
  store float %373, ptr addrspace(3) %438, align 4
  %439 = or disjoint i64 %422, %405
  %440 = getelementptr float, ptr addrspace(3) @global_smem, i64 %439
  store float %374, ptr addrspace(3) %440, align 8
  %441 = or disjoint i64 %422, %406
  %442 = getelementptr float, ptr addrspace(3) @global_smem, i64 %441
  store float %375, ptr addrspace(3) %442, align 4
  %443 = or disjoint i64 %417, %407
  %444 = getelementptr float, ptr addrspace(3) @global_smem, i64 %443
  store float %376, ptr addrspace(3) %444, align 8
  %445 = or disjoint i64 %417, %408
  %446 = getelementptr float, ptr addrspace(3) @global_smem, i64 %445
  store float %377, ptr addrspace(3) %446, align 4
  %447 = or disjoint i64 %422, %407
  %448 = getelementptr float, ptr addrspace(3) @global_smem, i64 %447
  store float %378, ptr addrspace(3) %448, align 8
  %449 = or disjoint i64 %422, %408
  %450 = getelementptr float, ptr addrspace(3) @global_smem, i64 %449
  store float %379, ptr addrspace(3) %450, align 4
  %451 = or disjoint i64 %417, %409
  %452 = getelementptr float, ptr addrspace(3) @global_smem, i64 %451
  store float %380, ptr addrspace(3) %452, align 8
  %453 = or disjoint i64 %417, %410
  %454 = getelementptr float, ptr addrspace(3) @global_smem, i64 %453
  store float %381, ptr addrspace(3) %454, align 4
  %455 = or disjoint i64 %422, %409
  %456 = getelementptr float, ptr addrspace(3) @global_smem, i64 %455
  store float %382, ptr addrspace(3) %456, align 8
  %457 = or disjoint i64 %422, %410
  %458 = getelementptr float, ptr addrspace(3) @global_smem, i64 %457
  store float %383, ptr addrspace(3) %458, align 4
  %459 = or disjoint i64 %417, %411
  %460 = getelementptr float, ptr addrspace(3) @global_smem, i64 %459
  store float %384, ptr addrspace(3) %460, align 8
  %461 = or disjoint i64 %417, %412
  %462 = getelementptr float, ptr addrspace(3) @global_smem, i64 %461
  store float %385, ptr addrspace(3) %462, align 4
  %463 = or disjoint i64 %422, %411
  %464 = getelementptr float, ptr addrspace(3) @global_smem, i64 %463
  store float %386, ptr addrspace(3) %464, align 8
  %465 = or disjoint i64 %422, %412
  %466 = getelementptr float, ptr addrspace(3) @global_smem, i64 %465
  store float %387, ptr addrspace(3) %466, align 4
  %467 = or disjoint i64 %417, %413
  %468 = getelementptr float, ptr addrspace(3) @global_smem, i64 %467
  store float %388, ptr addrspace(3) %468, align 8
  %469 = or disjoint i64 %417, %414
  %470 = getelementptr float, ptr addrspace(3) @global_smem, i64 %469
  store float %389, ptr addrspace(3) %470, align 4
  %471 = or disjoint i64 %422, %413
  %472 = getelementptr float, ptr addrspace(3) @global_smem, i64 %471
  store float %390, ptr addrspace(3) %472, align 8
  %473 = or disjoint i64 %422, %414
  %474 = getelementptr float, ptr addrspace(3) @global_smem, i64 %473
  store float %391, ptr addrspace(3) %474, align 4
  %475 = or disjoint i64 %417, %415
  %476 = getelementptr float, ptr addrspace(3) @global_smem, i64 %475
  store float %392, ptr addrspace(3) %476, align 8
  %477 = or disjoint i64 %417, %416
  %478 = getelementptr float, ptr addrspace(3) @global_smem, i64 %477
  store float %393, ptr addrspace(3) %478, align 4
  %479 = or disjoint i64 %422, %415
  %480 = getelementptr float, ptr addrspace(3) @global_smem, i64 %479
  store float %394, ptr addrspace(3) %480, align 8
  %481 = or disjoint i64 %422, %416
  %482 = getelementptr float, ptr addrspace(3) @global_smem, i64 %481
  store float %395, ptr addrspace(3) %482, align 4
  tail call void @llvm.nvvm.barrier0()
  %483 = or disjoint i64 %58, 4
  %484 = shl nuw nsw i64 %31, 6
  %485 = or disjoint i32 %17, %59
  %486 = mul i32 %485, %10
  %487 = sext i32 %486 to i64
  %488 = getelementptr float, ptr addrspace(1) %2, i64 %487
  %489 = icmp slt i32 %485, %3
  %490 = and i1 %489, %76
  br i1 %490, label %491, label %496

491:                                              ; preds = %363
  %492 = or disjoint i64 %58, %484
  %493 = getelementptr float, ptr addrspace(3) @global_smem, i64 %492
  %494 = getelementptr float, ptr addrspace(1) %488, i64 %65
  %495 = load <4 x float>, ptr addrspace(3) %493, align 16
  store <4 x float> %495, ptr addrspace(1) %494, align 16
  br label %496

496:                                              ; preds = %491, %363
  %497 = trunc nuw nsw i64 %483 to i32
  %498 = or disjoint i32 %18, %497
  %499 = icmp slt i32 %498, %4
  %500 = and i1 %489, %499
  br i1 %500, label %501, label %507

501:                                              ; preds = %496
  %502 = or disjoint i64 %483, %484
  %503 = getelementptr float, ptr addrspace(3) @global_smem, i64 %502
  %504 = zext nneg i32 %498 to i64
  %505 = getelementptr float, ptr addrspace(1) %488, i64 %504
  %506 = load <4 x float>, ptr addrspace(3) %503, align 16
  store <4 x float> %506, ptr addrspace(1) %505, align 16
  br label %507

507:                                              ; preds = %501, %496
  %508 = and i64 %43, 1984
  %509 = or disjoint i32 %17, %81
  %510 = mul i32 %509, %10
  %511 = sext i32 %510 to i64
  %512 = getelementptr float, ptr addrspace(1) %2, i64 %511
  %513 = icmp slt i32 %509, %3
  %514 = and i1 %513, %76
  br i1 %514, label %515, label %519

515:                                              ; preds = %507
  %516 = getelementptr float, ptr addrspace(3) @global_smem, i64 %43
  %517 = getelementptr float, ptr addrspace(1) %512, i64 %65
  %518 = load <4 x float>, ptr addrspace(3) %516, align 16
  store <4 x float> %518, ptr addrspace(1) %517, align 16
  br label %519

519:                                              ; preds = %515, %507
  %520 = and i1 %513, %499
  br i1 %520, label %521, label %527

521:                                              ; preds = %519
  %522 = or disjoint i64 %483, %508
  %523 = getelementptr float, ptr addrspace(3) @global_smem, i64 %522
  %524 = zext nneg i32 %498 to i64
  %525 = getelementptr float, ptr addrspace(1) %512, i64 %524
  %526 = load <4 x float>, ptr addrspace(3) %523, align 16
  store <4 x float> %526, ptr addrspace(1) %525, align 16
  br label %527

527:                                              ; preds = %521, %519
  %528 = or disjoint i64 %31, 32
  %529 = shl nuw nsw i64 %528, 6
  %530 = trunc nuw nsw i64 %528 to i32
  %531 = or disjoint i32 %17, %530
  %532 = mul i32 %531, %10
  %533 = sext i32 %532 to i64
  %534 = getelementptr float, ptr addrspace(1) %2, i64 %533
  %535 = icmp slt i32 %531, %3
  %536 = and i1 %535, %76
  br i1 %536, label %537, label %542

537:                                              ; preds = %527
  %538 = or disjoint i64 %529, %58
  %539 = getelementptr float, ptr addrspace(3) @global_smem, i64 %538
  %540 = getelementptr float, ptr addrspace(1) %534, i64 %65
  %541 = load <4 x float>, ptr addrspace(3) %539, align 16
  store <4 x float> %541, ptr addrspace(1) %540, align 16
  br label %542

542:                                              ; preds = %537, %527
  %543 = and i1 %535, %499
  br i1 %543, label %544, label %550

544:                                              ; preds = %542
  %545 = or disjoint i64 %483, %529
  %546 = getelementptr float, ptr addrspace(3) @global_smem, i64 %545
  %547 = zext nneg i32 %498 to i64
  %548 = getelementptr float, ptr addrspace(1) %534, i64 %547
  %549 = load <4 x float>, ptr addrspace(3) %546, align 16
  store <4 x float> %549, ptr addrspace(1) %548, align 16
  br label %550

550:                                              ; preds = %544, %542
  %551 = or disjoint i64 %31, 48
  %552 = shl nuw nsw i64 %551, 6
  %553 = trunc nuw nsw i64 %551 to i32
  %554 = or disjoint i32 %17, %553
  %555 = mul i32 %554, %10
  %556 = sext i32 %555 to i64
  %557 = getelementptr float, ptr addrspace(1) %2, i64 %556
  %558 = icmp slt i32 %554, %3
  %559 = and i1 %558, %76
  br i1 %559, label %560, label %565

560:                                              ; preds = %550
  %561 = or disjoint i64 %552, %58
  %562 = getelementptr float, ptr addrspace(3) @global_smem, i64 %561
  %563 = getelementptr float, ptr addrspace(1) %557, i64 %65
  %564 = load <4 x float>, ptr addrspace(3) %562, align 16
  store <4 x float> %564, ptr addrspace(1) %563, align 16
  br label %565

565:                                              ; preds = %560, %550
  %566 = and i1 %558, %499
  br i1 %566, label %567, label %573

567:                                              ; preds = %565
  %568 = or disjoint i64 %483, %552
  %569 = getelementptr float, ptr addrspace(3) @global_smem, i64 %568
  %570 = zext nneg i32 %498 to i64
  %571 = getelementptr float, ptr addrspace(1) %557, i64 %570
  %572 = load <4 x float>, ptr addrspace(3) %569, align 16
  store <4 x float> %572, ptr addrspace(1) %571, align 16
  br label %573

573:                                              ; preds = %567, %565
  ret void
}

attributes #0 = { convergent nocallback nounwind }
attributes #1 = { nocallback nounwind memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @matmul_kernel, !"kernel", i32 1}
!2 = !{ptr @matmul_kernel, !"maxntidx", i32 128}
